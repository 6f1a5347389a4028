import { CaseCarousel } from "../../ui/sections/case-carousel";
import { Challenges } from "../../ui/sections/challenges";
import { DemoCallCard } from "../../ui/sections/demo-call-card";
import { Hero } from "../../ui/sections/hero";
import { PathChooser } from "../../ui/sections/path-chooser";
import { ResultsStats } from "../../ui/sections/results-stats";
import {
  caseStoriesContent,
  challengesContent,
  demoCallContent,
  heroContent,
  pathChooserContent,
  resultsStatsContent,
  site,
} from "../content";

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
      {/* slot 6: four-service suite (id business-automation) */}
      {/* slot 7: pricing */}
      {/* slot 8: guarantees */}
      {/* slot 9: consultation call-to-action (id consultation) */}
      {/* slot 10: ROI calculator */}
      {/* slot 11: contact form (id contact) */}
    </>
  );
}
