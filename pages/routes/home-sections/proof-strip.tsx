import { ProofStrip } from "../../../ui/sections/proof-strip";
import { proofStripContent } from "../../content/home-story";

export default function HomeProof() {
  // No rule above: the results' own ink rule ends the band just over it, so the logos read as the figures' sources.
  return <ProofStrip {...proofStripContent} className="border-t-0 pt-3 sm:pt-4" />;
}
