import { Hero } from "../../ui/sections/hero";
import { heroContent } from "../content/hero";
import { site } from "../content/site";
import { deferredPart } from "../loading/deferred-part";
import { HeroDemoCall } from "../voice-demo/hero-demo-call";

/** Everything below the hero: prerendered, hydrated at the visitor's first interaction (or sight of it). */
export const homeBelowFold = deferredPart(
  () => import("./home-below-fold").then((module) => module.HomeBelowFold),
  "results",
);

/** Home (docs/product/screens.md#home): the hero, then the other sections with the forms wired to the lead store. */
export function HomePage() {
  return (
    <>
      <Hero {...heroContent} bookingHref={site.bookingUrl} demo={<HeroDemoCall />} />
      <homeBelowFold.Component />
    </>
  );
}
