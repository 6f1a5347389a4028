import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

/**
 * The colour of the band a pass sits on: the notches are holes through the pass, so they show
 * the band behind it.
 */
const cutoutVariants = cva("", {
  variants: {
    cutout: {
      background: "[--pass-cutout:var(--background)]",
      muted: "[--pass-cutout:var(--muted)]",
      primary: "[--pass-cutout:var(--primary)]",
      inverse: "[--pass-cutout:var(--inverse)]",
    },
  },
  defaultVariants: { cutout: "background" },
});

const perforationVariants = cva(
  cn(
    "relative shrink-0 border-dashed border-current/25",
    // The two notches: half circles punched out where the tear line meets the pass's edges.
    "before:absolute before:size-5 before:rounded-full before:border before:border-current/15 before:bg-(--pass-cutout) before:content-['']",
    "after:absolute after:size-5 after:rounded-full after:border after:border-current/15 after:bg-(--pass-cutout) after:content-['']",
  ),
  {
    variants: {
      orientation: {
        horizontal: "h-0 border-t-2 before:-top-[11px] before:-left-2.5 after:-top-[11px] after:-right-2.5",
        vertical:
          "w-0 self-stretch border-l-2 before:-top-2.5 before:-left-[11px] after:-bottom-2.5 after:-left-[11px]",
      },
    },
    defaultVariants: { orientation: "horizontal" },
  },
);

type PerforationProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof perforationVariants> &
  VariantProps<typeof cutoutVariants>;

/**
 * The tear line of an event pass: a dashed rule with a notch punched at each end, where a ticket's stub comes off.
 * Place it edge to edge across a card that clips its overflow (give it negative margins equal to the card's padding),
 * between the part you keep and the stub. It is decoration: assistive technology skips it.
 */
function Perforation({ orientation = "horizontal", cutout = "background", className, ...props }: PerforationProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="perforation"
      data-orientation={orientation}
      className={cn(cutoutVariants({ cutout }), perforationVariants({ orientation }), className)}
      {...props}
    />
  );
}

export { Perforation, perforationVariants, type PerforationProps };
