import { CaseCarousel } from "../../ui/sections/case-carousel";
import { Challenges } from "../../ui/sections/challenges";
import { ConsultationCta } from "../../ui/sections/consultation-cta";
import { ContactForm } from "../../ui/sections/contact-form";
import { Guarantees } from "../../ui/sections/guarantees";
import { Hero } from "../../ui/sections/hero";
import { PathChooser } from "../../ui/sections/path-chooser";
import { Pricing } from "../../ui/sections/pricing";
import { ResultsStats } from "../../ui/sections/results-stats";
import { RoiCalculator } from "../../ui/sections/roi-calculator";
import { ServiceSuite } from "../../ui/sections/service-suite";
import {
  caseStoriesContent,
  challengesContent,
  consultationContent,
  contactFormContent,
  guaranteesContent,
  heroContent,
  pathChooserContent,
  pricingContent,
  resultsStatsContent,
  roiCalculatorContent,
  serviceSuiteContent,
  site,
} from "../content";
import { useLeadActions } from "../leads";
import { HeroDemoCall } from "../voice-demo/hero-demo-call";

/** Home (SPEC §2 "Home, sections in order"): the sections, in order, with the forms wired to the lead store. */
export function HomePage() {
  const leads = useLeadActions();
  return (
    <>
      <Hero {...heroContent} bookingUrl={site.bookingUrl} demo={<HeroDemoCall />} />
      <ResultsStats {...resultsStatsContent} />
      <PathChooser {...pathChooserContent} />
      <Challenges {...challengesContent} />
      <CaseCarousel {...caseStoriesContent} />
      <ServiceSuite {...serviceSuiteContent} />
      <Pricing {...pricingContent} />
      <Guarantees {...guaranteesContent} />
      <ConsultationCta {...consultationContent} />
      <RoiCalculator {...roiCalculatorContent} onSubmit={leads.saveRoiEmail} />
      <ContactForm {...contactFormContent} onSubmit={leads.submitContact} />
    </>
  );
}
