import { CtaBand } from "../../ui/sections/cta-band";
import { DisciplineList } from "../../ui/sections/discipline-list";
import { EditorialStatement } from "../../ui/sections/editorial-statement";
import { PageHero } from "../../ui/sections/page-hero";
import { StackFlow } from "../../ui/sections/stack-flow";
import { ReplyWaitVignette, TeamVignette } from "../../ui/vignettes";
import { replyWaitVignette, teamVignette } from "../content/vignettes";
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
        facts={hero.facts}
        visual={<TeamVignette copy={teamVignette} wide />}
        visualPlacement="below"
      />
      <EditorialStatement
        title={purpose.title}
        statements={[purpose.mission, purpose.vision]}
        figure={<ReplyWaitVignette copy={replyWaitVignette} />}
      />
      <StackFlow
        eyebrow={stack.eyebrow}
        title={stack.title}
        intro={stack.intro}
        stages={stack.stages}
        foundation={stack.foundation}
        tagsLabel={stack.tagsLabel}
      />
      <DisciplineList {...teams} />
      <CtaBand title={cta.title} intro={cta.intro} hosts={cta.hosts}>
        <BookingButton variant="inverse">{cta.button}</BookingButton>
      </CtaBand>
    </>
  );
}
