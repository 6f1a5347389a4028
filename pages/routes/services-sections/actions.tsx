import { Button } from "../../../ui/primitives/button";
import { BookingButton, SiteLink } from "../../shell/site-link";

/**
 * Schedule Consultation and Contact Us, in the hero and again in the closing band; `tone="brand"` styles them for the
 * band's vermilion (cream, then an outline in its foreground).
 */
export function ServicesActions({
  schedule,
  contact,
  tone = "default",
}: {
  schedule: string;
  contact: string;
  tone?: "default" | "brand";
}) {
  const brand = tone === "brand";
  return (
    <>
      <BookingButton variant={brand ? "inverse" : undefined}>{schedule}</BookingButton>
      <Button asChild size="lg" variant={brand ? "inverse-outline" : "outline"}>
        <SiteLink href="/#contact">{contact}</SiteLink>
      </Button>
    </>
  );
}
