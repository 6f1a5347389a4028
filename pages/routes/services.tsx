import { Button } from "../../ui/primitives/button";
import { FeatureGrid } from "../../ui/sections/feature-grid";
import { PageHero } from "../../ui/sections/page-hero";
import { JourneyVignette } from "../../ui/vignettes";
import { journeyVignette } from "../content/vignettes";
import { ProcessSteps } from "../../ui/sections/process-steps";
import { servicesPage } from "../content/pages";
import { BookingButton, SiteLink } from "../shell/site-link";

/** Services (docs/product/screens.md#other-pages): six services, four benefits, the four-step process; Schedule Consultation and Contact Us. */
export function ServicesPage() {
  const { hero, services, benefits, process } = servicesPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        visual={<JourneyVignette copy={journeyVignette} />}
      >
        <BookingButton>{hero.schedule}</BookingButton>
        <Button asChild size="lg" variant="outline">
          <SiteLink href="/#contact">{hero.contact}</SiteLink>
        </Button>
      </PageHero>
      <FeatureGrid eyebrow={services.eyebrow} title={services.title} intro={services.intro} items={services.items} />
      <ProcessSteps eyebrow={process.eyebrow} title={process.title} intro={process.intro} steps={process.steps} />
      <FeatureGrid eyebrow={benefits.eyebrow} title={benefits.title} items={benefits.items} columns={4} />
    </>
  );
}
