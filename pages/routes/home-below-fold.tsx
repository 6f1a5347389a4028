import { CaseCarousel } from "../../ui/sections/case-carousel";
import { Challenges } from "../../ui/sections/challenges";
import { ClientQuote } from "../../ui/sections/client-quote";
import { ConsultationCta } from "../../ui/sections/consultation-cta";
import { ContactForm } from "../../ui/sections/contact-form";
import { Guarantees } from "../../ui/sections/guarantees";
import { PathChooser } from "../../ui/sections/path-chooser";
import { Pricing } from "../../ui/sections/pricing";
import { ResultsStats, sessionCountMemory } from "../../ui/sections/results-stats";
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
import {
  caseStoriesContent,
  challengesContent,
  clientQuoteContent,
  pathChooserContent,
  resultsStatsContent,
} from "../content/home-story";
import { callVignette, chatVignette, outreachVignette, registrationVignette } from "../content/vignettes";
import { useLeadActions } from "../leads/use-lead-actions";
import { CallVignette, ChatVignette, OutreachVignette, RegistrationVignette } from "../../ui/vignettes";

/** The results band counts up once a visit (one memory for the page's whole life). */
const resultsCountMemory = sessionCountMemory("parley.results-counted");

/** Each service card's picture of it at work. */
const serviceVisuals = {
  chatbot: <ChatVignette copy={chatVignette} />,
  outreach: <OutreachVignette copy={outreachVignette} />,
  voice: <CallVignette copy={callVignette} />,
  website: <RegistrationVignette copy={registrationVignette} />,
};

/** Home sections 2–11 (docs/product/screens.md#home), after the hero. `#results` is what `homeBelowFold` (home.tsx) looks for. */
export function HomeBelowFold() {
  const leads = useLeadActions();
  return (
    <>
      <ResultsStats id="results" memory={resultsCountMemory} {...resultsStatsContent} />
      <PathChooser {...pathChooserContent} />
      <Challenges {...challengesContent} />
      <CaseCarousel {...caseStoriesContent} />
      <ServiceSuite {...serviceSuiteContent} visuals={serviceVisuals} />
      <ClientQuote {...clientQuoteContent} />
      <Pricing id="pricing" {...pricingContent} />
      <Guarantees {...guaranteesContent} />
      <ConsultationCta {...consultationContent} />
      <RoiCalculator {...roiCalculatorContent} onSubmit={leads.saveRoiEmail} />
      <ContactForm {...contactFormContent} onSubmit={leads.submitContact} />
    </>
  );
}
