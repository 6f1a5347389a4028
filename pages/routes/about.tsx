import { CtaBand } from "../../ui/sections/cta-band";
import { FeatureGrid } from "../../ui/sections/feature-grid";
import { PageHero } from "../../ui/sections/page-hero";
import { TeamVignette } from "../../ui/vignettes";
import { teamVignette } from "../content/vignettes";
import { aboutPage } from "../content/pages";
import { BookingButton } from "../shell/site-link";

/** About (docs/product/screens.md#other-pages): mission, vision, technology stack, team categories and a consultation button. */
export function AboutPage() {
  const { hero, purpose, stack, teams, cta } = aboutPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        visual={<TeamVignette copy={teamVignette} />}
      />
      <FeatureGrid eyebrow={purpose.eyebrow} title={purpose.title} items={purpose.items} columns={2} />
      <FeatureGrid
        eyebrow={stack.eyebrow}
        title={stack.title}
        intro={stack.intro}
        items={stack.items}
        tagsLabel={stack.tagsLabel}
        columns={4}
        tone="muted"
      />
      <FeatureGrid eyebrow={teams.eyebrow} title={teams.title} intro={teams.intro} items={teams.items} columns={4} />
      <CtaBand title={cta.title} intro={cta.intro} className="pt-0 sm:pt-0 lg:pt-0">
        <BookingButton variant="inverse">{cta.button}</BookingButton>
      </CtaBand>
    </>
  );
}
