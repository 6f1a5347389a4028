import { Button } from "../../../ui/primitives/button";
import { BookingButton, SiteLink } from "../../shell/site-link";

/** Schedule Consultation and Contact Us, in the hero and again in the closing band. */
export function ServicesActions({ schedule, contact }: { schedule: string; contact: string }) {
  return (
    <>
      <BookingButton>{schedule}</BookingButton>
      <Button asChild size="lg" variant="outline">
        <SiteLink href="/#contact">{contact}</SiteLink>
      </Button>
    </>
  );
}
