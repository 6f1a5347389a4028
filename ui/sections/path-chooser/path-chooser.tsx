import * as React from "react";
import { ArrowDown } from "lucide-react";
import { cn } from "../../lib/cn";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { scrollToSection } from "../../lib/scroll-to-section";

/** Which visitor a path is for: its panel's corner drawing tells the two apart at a glance. */
type PathArtKind = "planner" | "agency";

// The brand's sound-wave bars, as on the logo and the hero: heights in viewBox units.
const bars = [10, 18, 26, 14, 22, 30, 16, 24, 12];

/**
 * Drawn for the panel, in the site's own marks rather than a stock icon: the event planner's is a pass whose face is
 * the sound wave (a registration answered out loud), the agency's three client badges stacked, the front one carrying
 * the client's own mark (white label). Accent lines, vermilion marks, notches cut in the panel's ink.
 */
function PathArt({ kind, className }: { kind: PathArtKind; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-slot="path-card-art"
      data-art={kind}
      viewBox="0 0 96 80"
      fill="none"
      strokeWidth={1.5}
      strokeLinecap="round"
      className={cn("text-accent", className)}
    >
      {kind === "planner" ? <PlannerPass /> : <AgencyBadges />}
    </svg>
  );
}

function PlannerPass() {
  return (
    <>
      <rect x="4" y="14" width="88" height="52" rx="8" stroke="currentColor" fill="currentColor" fillOpacity={0.08} />
      <path d="M68 20v40" stroke="currentColor" strokeDasharray="2 4" opacity={0.7} />
      <circle cx="68" cy="14" r="5" className="fill-inverse" stroke="currentColor" />
      <circle cx="68" cy="66" r="5" className="fill-inverse" stroke="currentColor" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={13 + index * 5.5}
          y={40 - height / 2}
          width="2.5"
          height={height}
          rx="1.25"
          className="fill-primary"
        />
      ))}
      <path d="M75 40l3.5 3.5L85 36" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
    </>
  );
}

function AgencyBadges() {
  return (
    <>
      <rect x="30" y="6" width="58" height="38" rx="7" stroke="currentColor" opacity={0.35} />
      <rect x="19" y="17" width="58" height="38" rx="7" stroke="currentColor" opacity={0.6} className="fill-inverse" />
      <rect x="8" y="28" width="58" height="38" rx="7" stroke="currentColor" className="fill-inverse" />
      <rect x="8" y="28" width="58" height="38" rx="7" fill="currentColor" fillOpacity={0.08} />
      <circle cx="22" cy="42" r="6" className="fill-primary" />
      <path d="M33 39h22M33 45h14M16 56h40" stroke="currentColor" opacity={0.8} />
    </>
  );
}

export type PathOption = {
  /** Id of the home section this path scrolls to. */
  targetId: string;
  title: string;
  description: string;
  /** The corner drawing: which of the two visitors this path is for. */
  art: PathArtKind;
};

export type PathChooserProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** Optional: most bands let their heading speak alone (a small capitals label over every heading read as a template). */
  eyebrow?: string;
  title: string;
  intro: string;
  paths: readonly PathOption[];
};

// Requirements: docs/product/screens.md#home, item 3.
/**
 * "Which one are you?": two large contrasting panels (ink, then vermilion), each a whole-panel button that scrolls to the
 * section for that kind of visitor, 80 px below the top so the fixed navigation does not cover it. A missing section
 * only logs a warning. Use it to route visitors within one page between two (at most three) paths; to go to another
 * page, use links.
 */
export function PathChooser({ eyebrow, title, intro, paths, className, ...props }: PathChooserProps) {
  const headingId = React.useId();
  return (
    <Section spacing="compact" data-slot="path-chooser" aria-labelledby={headingId} className={className} {...props}>
      <Container>
        <SectionHeader
          headingId={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          introSize="compact"
          align="center"
        />
        {/* Side by side from lg, one height: between md and lg a half-width panel left its text a column too narrow
            beside the art. Stacked, each panel its own height: stretched to the other's two-line title, the first
            opened a gap between its title and its words (two outside reviewers). */}
        <ul className="mt-6 grid gap-4 sm:mt-12 md:gap-5 lg:grid-cols-2">
          {paths.map((path) => (
            <PathPanel key={path.targetId} path={path} />
          ))}
        </ul>
      </Container>
    </Section>
  );
}

/**
 * A whole panel is the click target; the button's name is the title alone, the blurb is its description. Both panels
 * are ink, the vermilion only in their arrows: one ink and one vermilion read as unequal, the vermilion one as chosen.
 */
function PathPanel({ path }: { path: PathOption }) {
  const descriptionId = React.useId();
  return (
    <li
      data-slot="path-card"
      className={cn(
        "group relative isolate flex flex-col justify-between gap-3 overflow-hidden rounded-3xl p-5 shadow-2 sm:min-h-52 sm:gap-6 sm:p-8",
        "transition-[box-shadow,transform] duration-(--duration-base) hover:shadow-3 motion-safe:hover:-translate-y-0.5",
        "has-focus-visible:ring-[3px] has-focus-visible:ring-ring has-focus-visible:ring-offset-2",
        "bg-inverse text-inverse-foreground",
      )}
    >
      <button
        type="button"
        aria-describedby={descriptionId}
        onClick={() => scrollToSection(path.targetId)}
        className={cn(
          // On a phone the title fits one line ("I'm an Event Planner"), so the two panels take half the height.
          "flex items-center justify-between gap-4 text-left font-display text-2xl font-semibold tracking-tight outline-none min-[400px]:text-3xl sm:items-start sm:text-4xl",
          // Stretch the hit area over the whole panel.
          "after:absolute after:inset-0 after:rounded-3xl after:content-['']",
        )}
      >
        {path.title}
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground transition-transform duration-(--duration-base) motion-safe:group-hover:translate-y-0.5"
        >
          <ArrowDown className="size-5" />
        </span>
      </button>
      {/* The path's sign drawn large in the corner, so the two panels tell apart at a glance. It has its own
          column beside the text, so the text never runs over it, and sits whole inside the panel (cut off by its
          edges it read as a mistake). */}
      <div data-slot="path-card-footer" className="flex items-end gap-3 sm:gap-4">
        <p
          id={descriptionId}
          className="max-w-sm flex-1 text-[0.9375rem] leading-relaxed text-inverse-muted-foreground sm:text-lg"
        >
          {path.description}
        </p>
        <PathArt kind={path.art} className="-z-10 ml-auto h-14 w-17 shrink-0 sm:h-20 sm:w-24" />
      </div>
    </li>
  );
}
