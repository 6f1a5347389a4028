import { CaseCarousel } from "../../ui/sections/case-carousel";
import { Challenges } from "../../ui/sections/challenges";
import { ConsultationCta } from "../../ui/sections/consultation-cta";
import { ContactForm } from "../../ui/sections/contact-form";
import { Guarantees } from "../../ui/sections/guarantees";
import { PathChooser } from "../../ui/sections/path-chooser";
import { Pricing } from "../../ui/sections/pricing";
import { ResultsStats } from "../../ui/sections/results-stats";
import { RoiCalculator } from "../../ui/sections/roi-calculator";
import { ServiceSuite } from "../../ui/sections/service-suite";
import {
  consultationContent,
  contactFormContent,
  guaranteesContent,
  pricingContent,
  roiCalculatorContent,
  serviceSuiteContent,
} from "../content/home-offer";
import { caseStoriesContent, challengesContent, pathChooserContent, resultsStatsContent } from "../content/home-story";
import { useLeadActions } from "../leads/use-lead-actions";

/** Home sections 2–11 (docs/product/screens.md#home), after the hero. `#results` is what `homeBelowFold` (home.tsx) looks for. */
export function HomeBelowFold() {
  const leads = useLeadActions();
  return (
    <>
      <ResultsStats id="results" rememberAs="parley.results-counted" {...resultsStatsContent} />
      <PathChooser {...pathChooserContent} />
      <Challenges {...challengesContent} />
      <CaseCarousel {...caseStoriesContent} />
      <ServiceSuite {...serviceSuiteContent} />
      <Pricing id="pricing" {...pricingContent} />
      <Guarantees {...guaranteesContent} />
      <ConsultationCta {...consultationContent} />
      <RoiCalculator {...roiCalculatorContent} onSubmit={leads.saveRoiEmail} />
      <ContactForm {...contactFormContent} onSubmit={leads.submitContact} />
    </>
  );
}
