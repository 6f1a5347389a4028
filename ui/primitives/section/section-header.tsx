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
     * heading, level with its last line, across the container (phones and tablets stack it). `run-in`: from laptop
     * width the intro runs on from the heading in one paragraph at the heading's size, the heading in full ink and
     * the intro muted (phones and tablets stack it).
     */
    layout: {
      stacked: "",
      split: "lg:max-w-none lg:flex-row lg:items-end lg:justify-between lg:gap-16",
      "run-in": "lg:max-w-4xl",
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
/** `lead`: 17 px on phones (18 there read as heavy beside 30 px headings), 18 px from `sm`; `compact`: body size on
 * phones, lead size from `sm` up. */
const introSize = { lead: "text-[1.0625rem] sm:text-lg", compact: "text-base sm:text-lg" } as const;
const titleSize = "text-3xl sm:text-4xl lg:text-5xl lg:tracking-[-0.02em]";
// Run in, heading and intro share one size from `lg`: 40 px, a step under a stacked heading, as the block is longer.
const runInSize = "lg:text-[2.5rem] lg:leading-[1.15] lg:tracking-[-0.02em]";

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
 * The block that opens a section: eyebrow, h2 and intro, start-aligned or centred, split (the intro beside the heading
 * on a laptop) or run in (the intro continuing the heading's sentence, as Stripe and Linear open theirs). Vary it down
 * a long page: one opening repeated section after section reads as a template.
 *
 * Run in, the heading reads as its own sentence: a full stop is drawn after a title that has no closing punctuation,
 * hidden from assistive technology so the heading's name stays its text.
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
  const runIn = layout === "run-in";
  const eyebrowLabel = eyebrow ? (
    <Eyebrow tone={tone} icon={eyebrowIcon} className={align === "center" ? "self-center" : "self-start"}>
      {eyebrow}
    </Eyebrow>
  ) : null;
  const heading = (
    <h2
      id={headingId}
      data-slot="section-title"
      // A clear step above the 20-24 px headings inside sections: 48 px on a laptop (36 from tablets, 30 on a phone).
      className={cn("font-semibold text-balance", runIn ? ["text-3xl sm:text-4xl lg:inline", runInSize] : titleSize)}
    >
      {title}
      {runIn && typeof title === "string" && !/[.?!]$/.test(title) ? (
        <span aria-hidden="true" className="max-lg:hidden">
          .
        </span>
      ) : null}
    </h2>
  );
  const introParagraph = intro ? (
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
        // Run in: the heading's face, weight and size, its tone a step lighter than a stacked intro's so the heading
        // still leads (large text: 3:1 is the floor, and it stays above 4.5:1).
        runIn && ["lg:inline lg:font-display lg:font-semibold lg:opacity-80", runInSize],
      )}
    >
      {intro}
    </p>
  ) : null;
  const column = cn("flex flex-col", gaps[spacing ?? "default"]);
  return (
    <header
      data-slot="section-header"
      data-align={align}
      data-layout={layout}
      className={cn(sectionHeaderVariants({ width, align, spacing, layout }), className)}
      {...props}
    >
      {split ? (
        // Split: eyebrow and heading hold together in the left column, with the same gaps as when stacked.
        <>
          <div className={column}>
            {eyebrowLabel}
            {heading}
          </div>
          {introParagraph}
        </>
      ) : runIn ? (
        <>
          {eyebrowLabel}
          {/* One paragraph from lg: the space keeps a word-space between the heading's stop and the intro. */}
          <div data-slot="section-run-in" className={cn(column, "lg:block")}>
            {heading} {introParagraph}
          </div>
        </>
      ) : (
        <>
          {eyebrowLabel}
          {heading}
          {introParagraph}
        </>
      )}
    </header>
  );
}

export { SectionHeader, sectionHeaderVariants, type SectionHeaderProps };
