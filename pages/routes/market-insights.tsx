import { CtaBand } from "../../ui/sections/cta-band";
import { InsightChart } from "../../ui/sections/insight-chart";
import { PainPointLedger } from "../../ui/sections/pain-point-ledger";
import { ReportByline } from "../../ui/sections/report-byline";
import { ReportCover } from "../../ui/sections/report-cover";
import { StatTable } from "../../ui/sections/stat-table";
import { insightsCsvHref } from "../content/insights-download";
import { marketInsightsPage } from "../content/pages";
import { BookingButton } from "../shell/site-link";

/** The download's address (the table as CSV), built once: it does not change while the site runs. */
const figuresHref = insightsCsvHref();

/**
 * Market insights (docs/product/screens.md#other-pages): opened as a report's cover (its headline finding charted,
 * who wrote it and its figures as a file), the 2025 figures as a table whose four improvements are drawn as bars, a list of pain points, and what visitors asked first (a finding the
 * home page does not have).
 */
export function MarketInsightsPage() {
  const { hero, stats, painPoints, questions, cta } = marketInsightsPage;
  return (
    <>
      <ReportCover
        eyebrow={hero.eyebrow}
        edition={hero.edition}
        title={hero.title}
        intro={hero.intro}
        chart={hero.chart}
        byline={
          <ReportByline
            tone="inverse"
            author={hero.byline.author}
            published={hero.byline.published}
            download={{ label: hero.byline.downloadLabel, href: figuresHref, fileName: hero.byline.fileName }}
          />
        }
      />
      <StatTable
        eyebrow={stats.eyebrow}
        title={stats.title}
        intro={stats.intro}
        caption={stats.caption}
        columns={stats.columns}
        rows={stats.rows}
        groups={stats.groups}
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
      <CtaBand title={cta.title} intro={cta.intro} hosts={cta.hosts} tone="muted">
        <BookingButton>{cta.button}</BookingButton>
      </CtaBand>
    </>
  );
}
