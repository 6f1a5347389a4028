import type { SubmitHandler } from "../../ui/lib/submit-result";
import { CaseCarousel } from "../../ui/sections/case-carousel";
import { Challenges } from "../../ui/sections/challenges";
import { ConsultationCta } from "../../ui/sections/consultation-cta";
import { ContactForm, type ContactSubmission } from "../../ui/sections/contact-form";
import { DemoCallCard } from "../../ui/sections/demo-call-card";
import { Guarantees } from "../../ui/sections/guarantees";
import { Hero } from "../../ui/sections/hero";
import { PathChooser } from "../../ui/sections/path-chooser";
import { Pricing } from "../../ui/sections/pricing";
import { ResultsStats } from "../../ui/sections/results-stats";
import { RoiCalculator, type RoiSubmission } from "../../ui/sections/roi-calculator";
import { ServiceSuite } from "../../ui/sections/service-suite";
import {
  caseStoriesContent,
  challengesContent,
  consultationContent,
  contactFormContent,
  demoCallContent,
  guaranteesContent,
  heroContent,
  pathChooserContent,
  pricingContent,
  resultsStatsContent,
  roiCalculatorContent,
  serviceSuiteContent,
  site,
} from "../content";

// TODO(issue 7): the integrator replaces these with the lead store's submit actions (insert, toasts, and
// silently dropping honeypot hits and too-fast submits). Until then the forms honestly report "not sent".
const notConnected = { ok: false, message: "This form is not connected yet. Please email us instead." } as const;
const submitRoiEstimatePlaceholder: SubmitHandler<RoiSubmission> = () => Promise.resolve(notConnected);
const submitContactPlaceholder: SubmitHandler<ContactSubmission> = () => Promise.resolve(notConnected);

/**
 * Home (SPEC §2 "Home, sections in order"). Assembles the sections only; each slot below is filled by the
 * section's owner, in this order.
 */
export function HomePage() {
  return (
    <>
      <Hero
        {...heroContent}
        bookingUrl={site.bookingUrl}
        demo={
          // TODO(issue 8): wire the voice demo here. First click without details opens DemoDetailsDialog
          // (its onSubmit inserts ai_call_requests, then starts the call); later clicks toggle the call.
          // status, volume, speaking and hasCalledBefore come from the voice client; pass `unavailable` when
          // the public key or assistant id is not configured. Until then: the first-time idle state.
          <DemoCallCard copy={demoCallContent} status="idle" bookingUrl={site.bookingUrl} />
        }
      />
      <ResultsStats {...resultsStatsContent} />
      <PathChooser {...pathChooserContent} />
      <Challenges {...challengesContent} />
      <CaseCarousel {...caseStoriesContent} />
      <ServiceSuite {...serviceSuiteContent} />
      <Pricing {...pricingContent} />
      <Guarantees {...guaranteesContent} />
      <ConsultationCta {...consultationContent} />
      <RoiCalculator {...roiCalculatorContent} onSubmit={submitRoiEstimatePlaceholder} />
      <ContactForm {...contactFormContent} onSubmit={submitContactPlaceholder} />
    </>
  );
}
