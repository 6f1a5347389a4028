import { Button } from "../../ui/primitives/button";
import { CtaBand } from "../../ui/sections/cta-band";
import { FeatureGrid } from "../../ui/sections/feature-grid";
import { PageHero } from "../../ui/sections/page-hero";
import { PackageMatrix } from "../../ui/sections/package-matrix";
import { ProcessSteps } from "../../ui/sections/process-steps";
import { ServiceShowcase } from "../../ui/sections/service-showcase";
import {
  CallSummaryVignette,
  EventSiteVignette,
  HandoffVignette,
  JourneyVignette,
  SequenceResultsVignette,
} from "../../ui/vignettes";
import {
  callSummaryVignette,
  eventSiteVignette,
  handoffVignette,
  journeyVignette,
  sequenceResultsVignette,
} from "../content/vignettes";
import { packageMatrixContent } from "../content/home-offer";
import { servicesPage } from "../content/pages";
import { BookingButton, SiteLink } from "../shell/site-link";

// Each service beside what happens after the moment the home page shows: a page that goes deeper, not a repeat.
const visuals = {
  handoff: <HandoffVignette copy={handoffVignette} />,
  sequenceResults: <SequenceResultsVignette copy={sequenceResultsVignette} />,
  callSummary: <CallSummaryVignette copy={callSummaryVignette} />,
  eventSite: <EventSiteVignette copy={eventSiteVignette} />,
};

/** Schedule Consultation and Contact Us, in the hero and again in the closing band. */
function Actions({ schedule, contact }: { schedule: string; contact: string }) {
  return (
    <>
      <BookingButton>{schedule}</BookingButton>
      <Button asChild size="lg" variant="outline">
        <SiteLink href="/#contact">{contact}</SiteLink>
      </Button>
    </>
  );
}

/**
 * Services (docs/product/screens.md#other-pages): six services, the four-step process, four benefits; then the
 * packages read across those services (`#pricing`, where the footer's Pricing link lands); Schedule Consultation and
 * Contact Us.
 */
export function ServicesPage() {
  const { hero, services, benefits, process, cta } = servicesPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        visual={<JourneyVignette copy={journeyVignette} />}
      >
        <Actions schedule={hero.schedule} contact={hero.contact} />
      </PageHero>
      <ServiceShowcase
        title={services.title}
        intro={services.intro}
        services={services.core.map((service) => ({ ...service, visual: visuals[service.visual] }))}
        joins={services.joins}
      />
      <ProcessSteps eyebrow={process.eyebrow} title={process.title} intro={process.intro} steps={process.steps} />
      <FeatureGrid title={benefits.title} items={benefits.items} columns={4} />
      <PackageMatrix {...packageMatrixContent} />
      <CtaBand title={cta.title} intro={cta.intro}>
        <Actions schedule={cta.schedule} contact={cta.contact} />
      </CtaBand>
    </>
  );
}
