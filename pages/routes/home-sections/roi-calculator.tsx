import { RoiCalculator } from "../../../ui/sections/roi-calculator";
import { roiCalculatorContent } from "../../content/home-offer";
import { useLeadActions } from "../../leads/use-lead-actions";

export function HomeRoiCalculator() {
  const leads = useLeadActions();
  return <RoiCalculator {...roiCalculatorContent} onSubmit={leads.saveRoiEmail} />;
}
