import { Guarantees } from "../../../ui/sections/guarantees";
import { guaranteesContent } from "../../content/home-offer";

export function HomeGuarantees() {
  return <Guarantees {...guaranteesContent} />;
}
