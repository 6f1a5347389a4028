import { ServiceShowcase } from "../../../ui/sections/service-showcase";
import {
  CallSummaryVignette,
  EventSiteVignette,
  HandoffVignette,
  SequenceResultsVignette,
} from "../../../ui/vignettes";
import { servicesPage } from "../../content/pages";
import {
  callSummaryVignette,
  eventSiteVignette,
  handoffVignette,
  sequenceResultsVignette,
} from "../../content/vignettes";

// Each service beside what happens after the moment the home page shows: a page that goes deeper, not a repeat.
const visuals = {
  handoff: <HandoffVignette copy={handoffVignette} />,
  sequenceResults: <SequenceResultsVignette copy={sequenceResultsVignette} />,
  callSummary: <CallSummaryVignette copy={callSummaryVignette} />,
  eventSite: <EventSiteVignette copy={eventSiteVignette} />,
};

export default function ServicesCatalogue() {
  const { services } = servicesPage;
  return (
    <ServiceShowcase
      title={services.title}
      intro={services.intro}
      services={services.core.map((service) => ({ ...service, visual: visuals[service.visual] }))}
      joins={services.joins}
    />
  );
}
