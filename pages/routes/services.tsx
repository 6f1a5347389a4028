import { PageHero } from "../../ui/sections/page-hero";
import { JourneyVignette } from "../../ui/vignettes";
import { journeyVignette } from "../content/vignettes";
import { servicesPage } from "../content/pages";
import { deferredPart } from "../loading/deferred-part";
import { ServicesActions } from "./services-sections/actions";

/**
 * The bands after the hero, each prerendered, in its own chunk and hydrated as the visitor nears it
 * (pages/loading/README.md): the catalogue alone is five phone screens with four product pictures, and hydrating the
 * whole page at once made it the site's slowest to become responsive.
 */
const servicesSections = {
  catalogue: deferredPart(() => import("./services-sections/catalogue"), 'main > [data-slot="service-showcase"]'),
  process: deferredPart(() => import("./services-sections/process"), 'main > [data-slot="process-steps"]'),
  benefits: deferredPart(() => import("./services-sections/benefits"), 'main > [data-slot="feature-grid"]'),
  packages: deferredPart(() => import("./services-sections/packages"), 'main > [data-slot="package-matrix"]'),
  closing: deferredPart(() => import("./services-sections/closing"), 'main > [data-slot="cta-band"]'),
};

/**
 * Services (docs/product/screens.md#other-pages): six services, the four-step process, four benefits; then the
 * packages read across those services (`#pricing`, where the footer's Pricing link lands); Schedule Consultation and
 * Contact Us.
 */
export function ServicesPage() {
  const { hero } = servicesPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        visual={<JourneyVignette copy={journeyVignette} />}
      >
        <ServicesActions schedule={hero.schedule} contact={hero.contact} />
      </PageHero>
      {Object.entries(servicesSections).map(([name, section]) => (
        <section.Component key={name} />
      ))}
    </>
  );
}
ServicesPage.deferredParts = Object.values(servicesSections);
