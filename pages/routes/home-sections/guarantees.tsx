import { Guarantees } from "../../../ui/sections/guarantees";
import { guaranteesContent } from "../../content/home-offer";

export default function HomeGuarantees() {
  return <Guarantees {...guaranteesContent} />;
}
