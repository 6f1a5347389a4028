import { RoiCalculator } from "../../../ui/sections/roi-calculator";
import { roiCalculatorContent, roiCalculatorSavedContent } from "../../content/home-offer";
import { emailJsConfigFromEnv } from "../../leads/email-notifier";
import { useLeadActions } from "../../leads/use-lead-actions";

/** The form promises an e-mail only where the build sends one (docs/product/leads-and-data.md). */
const content = emailJsConfigFromEnv()?.estimateTemplateId ? roiCalculatorContent : roiCalculatorSavedContent;

export default function HomeRoiCalculator() {
  const leads = useLeadActions();
  return <RoiCalculator {...content} onSubmit={leads.saveRoiEmail} />;
}
