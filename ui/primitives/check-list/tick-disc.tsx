import type * as React from "react";
import { Check } from "lucide-react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

const tickDiscVariants = cva("grid size-6 shrink-0 place-items-center rounded-full", {
  variants: {
    /** `accent`: apricot, a solved point that should stand out; `soft`: a vermilion tick on a faint tint, in a dense table. */
    tone: {
      accent: "bg-accent text-accent-foreground",
      soft: "bg-primary/10 text-primary",
    },
  },
  defaultVariants: { tone: "accent" },
});

type TickDiscProps = Omit<React.ComponentProps<"span">, "children"> & VariantProps<typeof tickDiscVariants>;

/**
 * A bold tick in a small disc: marks one thing as done or included where a CheckList's bare tick is too light (a
 * solved problem, a table cell). Decoration: say what it means in text beside it or in a visually hidden label.
 */
function TickDisc({ tone, className, ...props }: TickDiscProps) {
  return (
    <span aria-hidden="true" data-slot="tick-disc" className={cn(tickDiscVariants({ tone }), className)} {...props}>
      <Check className="size-3.5" strokeWidth={3} />
    </span>
  );
}

export { TickDisc, type TickDiscProps };
