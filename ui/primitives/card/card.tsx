import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

const cardVariants = cva("rounded-2xl border bg-card text-card-foreground", {
  variants: {
    /**
     * `parts`: a column of the parts below (header, content, footer), which pad themselves sideways; `none`: the
     * caller lays out and pads the content.
     */
    layout: { parts: "flex flex-col gap-6 py-6 sm:py-7", none: "" },
    /** The resting shadow: 1 flat on the page, 2 raised (a form), 3 the highlighted one. */
    elevation: { 1: "shadow-1", 2: "shadow-2", 3: "shadow-3" },
  },
  defaultVariants: { layout: "parts", elevation: 1 },
});

type CardProps = React.ComponentProps<"div"> & VariantProps<typeof cardVariants>;

/** A surface that groups one topic: a plan, a case study, a stat. Parts below are optional and composable. */
function Card({ className, layout = "parts", elevation = 1, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ layout, elevation }), className)} {...props} />;
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

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
