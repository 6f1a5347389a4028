import { FeatureGrid } from "../../../ui/sections/feature-grid";
import { servicesPage } from "../../content/pages";

export default function ServicesBenefits() {
  const { benefits } = servicesPage;
  const intro = (
    <>
      {benefits.intro}{" "}
      <a
        href={benefits.report.href}
        data-slot="benefits-report-link"
        className="rounded-sm font-semibold text-primary underline underline-offset-4 outline-none hover:decoration-2 focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        {benefits.report.label}
      </a>
      .
    </>
  );
  return <FeatureGrid title={benefits.title} intro={intro} items={benefits.items} columns={4} />;
}
