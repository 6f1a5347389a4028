import * as React from "react";
import { cn } from "../../lib/cn";

// Its own module, imported by path and not re-exported from the folder's index: Section is in the first screen's
// code, and everything the index reaches rides along in it (vite.config.ts groups the entry's static imports).
/**
 * The light on a `brand` band: a glow from the top left, depth without an image (ink pooled in the opposite corner
 * read as a muddy brown stain).
 * Put it first inside `<Section tone="brand">` and give the content after it `relative` (a `Container
 * className="relative"`) so it paints above. Decoration only: hidden from assistive technology, and light enough that
 * the band's text keeps 4.5:1 where it is brightest (4.8:1; 16% fell to 4.3:1): its peak colour is `--glow-peak`,
 * which the stories' contrast checks draw under the text. Not for the paper, muted or ink bands.
 */
function BrandGlow({ className, ...props }: Omit<React.ComponentProps<"div">, "children">) {
  return (
    <div
      aria-hidden="true"
      data-slot="brand-glow"
      className={cn(
        "pointer-events-none absolute inset-0 [--glow-peak:color-mix(in_oklch,var(--primary-foreground)_10%,transparent)] bg-[radial-gradient(ellipse_at_15%_0%,var(--glow-peak),transparent_55%)]",
        className,
      )}
      {...props}
    />
  );
}

export { BrandGlow };
