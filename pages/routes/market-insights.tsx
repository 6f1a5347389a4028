import { CtaBand } from "../../ui/sections/cta-band";
import { InsightChart } from "../../ui/sections/insight-chart";
import { PageHero } from "../../ui/sections/page-hero";
import { PainPointLedger } from "../../ui/sections/pain-point-ledger";
import { ReportByline } from "../../ui/sections/report-byline";
import { InsightsVignette } from "../../ui/vignettes";
import { insightsVignette } from "../content/vignettes";
import { StatTable } from "../../ui/sections/stat-table";
import { insightsCsvHref } from "../content/insights-download";
import { marketInsightsPage } from "../content/pages";
import { BookingButton } from "../shell/site-link";

/** The download's address (the table as CSV), built once: it does not change while the site runs. */
const figuresHref = insightsCsvHref();

/**
 * Market insights (docs/product/screens.md#other-pages): who wrote it and its figures as a file, the 2025 figures as a
 * table whose four improvements are drawn as bars, a list of pain points, and what visitors asked first (a finding the
 * home page does not have).
 */
export function MarketInsightsPage() {
  const { hero, stats, painPoints, questions, cta } = marketInsightsPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        byline={
          <ReportByline
            author={hero.byline.author}
            published={hero.byline.published}
            download={{ label: hero.byline.downloadLabel, href: figuresHref, fileName: hero.byline.fileName }}
          />
        }
        visual={<InsightsVignette copy={insightsVignette} />}
      />
      <StatTable
        eyebrow={stats.eyebrow}
        title={stats.title}
        intro={stats.intro}
        caption={stats.caption}
        columns={stats.columns}
        rows={stats.rows}
        note={stats.note}
      />
      <PainPointLedger
        title={painPoints.title}
        intro={painPoints.intro}
        items={painPoints.items}
        remedyLabel={painPoints.remedyLabel}
        tone="muted"
      />
      <InsightChart {...questions} />
      <CtaBand title={cta.title} intro={cta.intro} hosts={cta.hosts}>
        <BookingButton variant="inverse">{cta.button}</BookingButton>
      </CtaBand>
    </>
  );
}
