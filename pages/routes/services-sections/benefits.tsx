import { FeatureGrid } from "../../../ui/sections/feature-grid";
import { servicesPage } from "../../content/pages";

export default function ServicesBenefits() {
  const { benefits } = servicesPage;
  return <FeatureGrid title={benefits.title} intro={benefits.intro} items={benefits.items} columns={4} />;
}
