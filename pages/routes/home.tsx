import { Hero } from "../../ui/sections/hero";
import { heroContent } from "../content/hero";
import { site } from "../content/site";
import { deferredPart } from "../loading/deferred-part";
import { HeroDemoCall } from "../voice-demo/hero-demo-call";

/**
 * Home sections 2–11 (docs/product/screens.md#home), after the hero: each prerendered, in its own chunk, and hydrated
 * on its own when the visitor nears it (or taps in it), so the sight of one band never loads the others' code. The
 * selector finds the section's prerendered HTML.
 */
export const homeSections = {
  results: deferredPart(() => import("./home-sections/results"), "#results"),
  proof: deferredPart(() => import("./home-sections/proof-strip"), 'main > [data-slot="proof-strip"]'),
  paths: deferredPart(() => import("./home-sections/path-chooser"), 'main > [data-slot="path-chooser"]'),
  challenges: deferredPart(() => import("./home-sections/challenges"), 'main > [data-slot="challenges"]'),
  caseStories: deferredPart(() => import("./home-sections/case-stories"), 'main > [data-slot="case-carousel"]'),
  services: deferredPart(() => import("./home-sections/service-suite"), 'main > [data-slot="service-suite"]'),
  clientQuote: deferredPart(() => import("./home-sections/client-quote"), 'main > [data-slot="client-quote"]'),
  pricing: deferredPart(() => import("./home-sections/pricing"), "#pricing"),
  guarantees: deferredPart(() => import("./home-sections/guarantees"), 'main > [data-slot="guarantees"]'),
  consultation: deferredPart(() => import("./home-sections/consultation"), "#consultation"),
  roiCalculator: deferredPart(() => import("./home-sections/roi-calculator"), 'main > [data-slot="roi-calculator"]'),
  contact: deferredPart(() => import("./home-sections/contact"), "#contact"),
};

/** Home (docs/product/screens.md#home): the hero, then the other sections with the forms wired to the lead store. */
export function HomePage() {
  return (
    <>
      <Hero {...heroContent} bookingHref={site.bookingHref} demo={<HeroDemoCall />} />
      {Object.entries(homeSections).map(([name, section]) => (
        <section.Component key={name} />
      ))}
    </>
  );
}
HomePage.deferredParts = Object.values(homeSections);
