import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { Eyebrow } from "./eyebrow";

const gaps = { default: "gap-3", even: "gap-4", loose: "gap-5" } as const;

const sectionHeaderVariants = cva("flex flex-col", {
  variants: {
    /** `prose`: at most 42 rem, a comfortable line length; `full`: the width of its container. */
    width: {
      prose: "max-w-2xl",
      full: "",
    },
    align: {
      start: "",
      center: "mx-auto text-center",
    },
    /** Gaps between eyebrow, heading and intro: 12 px then 16 px (`default`), 16 px (`even`), 20 px (`loose`). */
    spacing: gaps,
    /**
     * `stacked`: eyebrow, heading and intro one under another. `split`: from laptop width the intro stands beside the
     * heading, level with its last line, across the container (phones and tablets stack it).
     */
    layout: {
      stacked: "",
      split: "lg:max-w-none lg:flex-row lg:items-end lg:justify-between lg:gap-16",
    },
  },
  defaultVariants: { width: "prose", align: "start", spacing: "default", layout: "stacked" },
});

// On vermilion the intro keeps the full foreground: a muted tone would fall under 4.5:1.
const introTone = {
  default: "text-muted-foreground",
  inverse: "text-inverse-muted-foreground",
  brand: "text-primary-foreground",
} as const;
/** `lead`: 18 px everywhere; `compact`: body size on phones, lead size from `sm` up. */
const introSize = { lead: "text-lg", compact: "text-base sm:text-lg" } as const;

type SectionHeaderProps = Omit<React.ComponentProps<"header">, "title"> &
  VariantProps<typeof sectionHeaderVariants> & {
    /** The short uppercase label above the heading. */
    eyebrow?: React.ReactNode;
    /** Drawn before the eyebrow's text instead of the sound-wave mark (e.g. a lucide icon with `aria-hidden`). */
    eyebrowIcon?: React.ReactNode;
    /** The section's h2. */
    title: React.ReactNode;
    /** The paragraph under the heading. */
    intro?: React.ReactNode;
    /** The h2's id, for the section's `aria-labelledby`. */
    headingId: string;
    /** `inverse` on the ink band: apricot wave, inverse muted intro; `brand` on vermilion: all in its foreground. */
    tone?: keyof typeof introTone;
    introSize?: keyof typeof introSize;
  };

/**
 * The block that opens a section: eyebrow, h2 and intro, start-aligned or centred, or split (the intro beside the
 * heading on a laptop). Vary it down a long page: one opening repeated section after section reads as a template.
 */
function SectionHeader({
  eyebrow,
  eyebrowIcon,
  title,
  intro,
  headingId,
  width = "prose",
  align = "start",
  spacing = "default",
  tone = "default",
  introSize: size = "lead",
  layout = "stacked",
  className,
  ...props
}: SectionHeaderProps) {
  const split = layout === "split";
  const heading = (
    <>
      {eyebrow ? (
        <Eyebrow tone={tone} icon={eyebrowIcon} className={align === "center" ? "self-center" : "self-start"}>
          {eyebrow}
        </Eyebrow>
      ) : null}
      <h2
        id={headingId}
        data-slot="section-title"
        // A clear step above the 20-24 px headings inside sections: 48 px on a laptop (36 from tablets, 30 on a phone).
        className="text-3xl font-semibold text-balance sm:text-4xl lg:text-5xl lg:tracking-[-0.02em]"
      >
        {title}
      </h2>
    </>
  );
  return (
    <header
      data-slot="section-header"
      data-align={align}
      data-layout={layout}
      className={cn(sectionHeaderVariants({ width, align, spacing, layout }), className)}
      {...props}
    >
      {/* Split: eyebrow and heading hold together in the left column, with the same gaps as when stacked. */}
      {split ? <div className={cn("flex flex-col", gaps[spacing ?? "default"])}>{heading}</div> : heading}
      {intro ? (
        <p
          data-slot="section-intro"
          className={cn(
            // The default rhythm sets the intro 16 px under the heading, 4 px more than the eyebrow's gap.
            spacing === "default" && "mt-1",
            introSize[size],
            "leading-relaxed",
            introTone[tone],
            // Beside the heading: a narrower measure, its last line level with the heading's baseline.
            split && "lg:mt-0 lg:max-w-md lg:pb-1",
          )}
        >
          {intro}
        </p>
      ) : null}
    </header>
  );
}

export { SectionHeader, sectionHeaderVariants, type SectionHeaderProps };
