import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

const cardVariants = cva("rounded-2xl", {
  variants: {
    /**
     * `default`: a bordered paper card; `muted`: a quieter aside (a note, a contact box); `inverse`: an ink panel on a
     * light band (the ROI figures); `on-inverse`: a translucent card sitting on an ink panel or band.
     */
    tone: {
      default: "border bg-card text-card-foreground",
      muted: "border bg-muted text-foreground",
      inverse: "bg-inverse text-inverse-foreground",
      "on-inverse": "border border-inverse-foreground/15 bg-inverse-foreground/5",
    },
    /**
     * `parts`: a column of the parts below (header, content, footer), which pad themselves sideways; `none`: the
     * caller lays out and pads the content.
     */
    layout: { parts: "flex flex-col gap-6 py-6 sm:py-7", none: "" },
    /** The resting shadow: 0 none (a card on an ink band), 1 flat on the page, 2 raised (a form), 3 the highlighted one. */
    elevation: { 0: "", 1: "shadow-1", 2: "shadow-2", 3: "shadow-3" },
  },
  defaultVariants: { tone: "default", layout: "parts", elevation: 1 },
});

type CardProps = React.ComponentProps<"div"> & VariantProps<typeof cardVariants> & { asChild?: boolean };

/**
 * A surface that groups one topic: a plan, a case study, a stat, a step. Parts below are optional and composable;
 * with `asChild` the card is its child element (an `li` in a list of cards, an `article`). Every card has the same
 * radius; pick the surface with `tone` rather than restyling it. Don't nest cards, and don't use one only to add
 * padding: a band of the page is a `Section`.
 */
function Card({ className, tone = "default", layout = "parts", elevation = 1, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : "div";
  return (
    <Comp
      data-slot="card"
      data-tone={tone}
      className={cn(cardVariants({ tone, layout, elevation }), className)}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("grid gap-2 px-6 sm:px-7", className)} {...props} />;
}

/** The card's title; pass `asChild` with an `h2`/`h3` so it takes its place in the page outline. */
function CardTitle({ className, asChild = false, ...props }: React.ComponentProps<"div"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "div";
  return (
    <Comp
      data-slot="card-title"
      className={cn("font-display text-lg leading-snug font-semibold tracking-tight", className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("text-sm leading-relaxed text-muted-foreground", className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6 sm:px-7", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="card-footer" className={cn("mt-auto flex items-center gap-3 px-6 sm:px-7", className)} {...props} />
  );
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants, type CardProps };
