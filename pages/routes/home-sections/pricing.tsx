import { Pricing } from "../../../ui/sections/pricing";
import { pricingContent } from "../../content/home-offer";

export default function HomePricing() {
  return <Pricing id="pricing" {...pricingContent} />;
}
