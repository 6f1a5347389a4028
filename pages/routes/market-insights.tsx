import { CtaBand } from "../../ui/sections/cta-band";
import { FeatureGrid } from "../../ui/sections/feature-grid";
import { PageHero } from "../../ui/sections/page-hero";
import { OutreachVignette } from "../../ui/vignettes";
import { outreachVignette } from "../content/vignettes";
import { StatTable } from "../../ui/sections/stat-table";
import { marketInsightsPage } from "../content/pages";
import { BookingButton } from "../shell/site-link";

/** Market insights (docs/product/screens.md#other-pages): a static table of 2025 statistics and a list of pain points. */
export function MarketInsightsPage() {
  const { hero, stats, painPoints, cta } = marketInsightsPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        visual={<OutreachVignette copy={outreachVignette} />}
      />
      <StatTable
        title={stats.title}
        intro={stats.intro}
        caption={stats.caption}
        columns={stats.columns}
        rows={stats.rows}
        note={stats.note}
      />
      <FeatureGrid
        eyebrow={painPoints.eyebrow}
        title={painPoints.title}
        intro={painPoints.intro}
        items={painPoints.items}
        tone="muted"
      />
      <CtaBand title={cta.title} intro={cta.intro}>
        <BookingButton variant="inverse">{cta.button}</BookingButton>
      </CtaBand>
    </>
  );
}
