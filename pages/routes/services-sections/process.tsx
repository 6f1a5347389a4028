import { ProcessSteps } from "../../../ui/sections/process-steps";
import { servicesPage } from "../../content/pages";

export default function ServicesProcess() {
  const { process } = servicesPage;
  return <ProcessSteps eyebrow={process.eyebrow} title={process.title} intro={process.intro} steps={process.steps} />;
}
