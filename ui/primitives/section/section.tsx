import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

const sectionVariants = cva("relative w-full", {
  variants: {
    /**
     * `default`: the site's vertical rhythm (56 px on phones, 96 px on a laptop); `compact`: tighter on phones and a
     * step tighter above, for a long page of many bands (the home page: 32 px on phones, 64 px on a laptop; at 80 px its
     * eleven bands made a 9,200 px page that outside reviewers asked to be a fifth shorter); `none`: the band sets its
     * own (a compact band).
     */
    spacing: {
      default: "py-14 sm:py-20 lg:py-24",
      compact: "py-8 sm:py-14 lg:py-16",
      none: "",
    },
    tone: {
      default: "bg-background text-foreground",
      muted: "bg-muted text-foreground",
      inverse: "bg-inverse text-inverse-foreground",
      /**
       * The brand's vermilion, once a page at most: its one peak (home's consultation band, an inner page's closing
       * `CtaBand`). A control's focus ring is drawn in the band's text colour, with a gap of the band's own (the
       * site's vermilion ring on paper would vanish here).
       */
      brand: "bg-primary text-primary-foreground [--background:var(--primary)] [--ring:var(--primary-foreground)]",
    },
  },
  defaultVariants: { spacing: "default", tone: "default" },
});

type SectionElement = "section" | "article" | "div" | "header" | "footer" | "aside";

type SectionProps = React.ComponentProps<"section"> &
  VariantProps<typeof sectionVariants> & {
    /** The element to render; a `section` (a landmark once it has `aria-labelledby`) unless told otherwise. */
    as?: SectionElement;
  };

/** A full-width band of the page with the site's vertical rhythm; `tone` picks paper, muted, the ink band or the brand's vermilion. */
function Section({ className, spacing = "default", tone = "default", as = "section", ...props }: SectionProps) {
  // Every allowed element is a plain HTMLElement with section's props, so type-check them as a section.
  const Comp = as as "section";
  return (
    <Comp
      data-slot="section"
      data-tone={tone}
      className={cn(sectionVariants({ spacing, tone }), className)}
      {...props}
    />
  );
}

const containerVariants = cva("mx-auto w-full px-5 sm:px-8", {
  variants: {
    size: {
      narrow: "max-w-3xl",
      default: "max-w-6xl",
      wide: "max-w-7xl",
    },
  },
  defaultVariants: { size: "default" },
});

type ContainerProps = React.ComponentProps<"div"> & VariantProps<typeof containerVariants>;

/** Centres content at a readable maximum width with the page gutters (20 px on phones, 32 px above). */
function Container({ className, size = "default", ...props }: ContainerProps) {
  return (
    <div data-slot="container" data-size={size} className={cn(containerVariants({ size }), className)} {...props} />
  );
}

export { Container, Section, containerVariants, sectionVariants, type ContainerProps, type SectionProps };
