import { ProofStrip } from "../../../ui/sections/proof-strip";
import { proofStripContent } from "../../content/home-story";

export default function HomeProof() {
  return <ProofStrip {...proofStripContent} />;
}
