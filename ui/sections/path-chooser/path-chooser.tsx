import * as React from "react";
import { ArrowDown, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";
import { IconTile } from "../../primitives/icon-tile";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { scrollToSection } from "../../lib/scroll-to-section";

export type PathOption = {
  /** Id of the home section this path scrolls to. */
  targetId: string;
  title: string;
  description: string;
  icon: LucideIcon;
};

export type PathChooserProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow: string;
  title: string;
  intro: string;
  paths: readonly PathOption[];
};

// Requirements: docs/product/screens.md#home, item 3.
/**
 * "Which one are you?": two or three cards, each a whole-card button that
 * scrolls to the section for that kind of visitor, 80 px below the top so the fixed navigation does not cover it. A
 * missing section only logs a warning. Use it to route visitors within one page; to go to another page, use links.
 */
export function PathChooser({ eyebrow, title, intro, paths, className, ...props }: PathChooserProps) {
  const headingId = React.useId();
  return (
    <Section tone="muted" data-slot="path-chooser" aria-labelledby={headingId} className={className} {...props}>
      <Container>
        <SectionHeader
          headingId={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          introSize="compact"
          align="center"
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-2">
          {paths.map((path) => (
            <PathCard key={path.targetId} path={path} />
          ))}
        </ul>
      </Container>
    </Section>
  );
}

/** A whole card is the click target; the button's name is the title alone, the blurb is its description. */
function PathCard({ path }: { path: PathOption }) {
  const descriptionId = React.useId();
  const Icon = path.icon;
  return (
    <Card
      asChild
      layout="none"
      className={cn(
        "group relative flex flex-col gap-5 p-7 sm:p-8",
        "transition-[box-shadow,border-color,transform] duration-(--duration-base)",
        "hover:border-primary/40 hover:shadow-3 motion-safe:hover:-translate-y-0.5",
        "has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60",
      )}
    >
      <li data-slot="path-card">
        <IconTile icon={Icon} size="lg" />
        <button
          type="button"
          aria-describedby={descriptionId}
          onClick={() => scrollToSection(path.targetId)}
          className={cn(
            "flex items-center justify-between gap-4 text-left font-display text-2xl font-semibold tracking-tight outline-none",
            // Stretch the hit area over the whole card.
            "after:absolute after:inset-0 after:rounded-2xl after:content-['']",
          )}
        >
          {path.title}
          <ArrowDown
            aria-hidden="true"
            className="size-5 shrink-0 text-primary transition-transform duration-(--duration-base) motion-safe:group-hover:translate-y-0.5"
          />
        </button>
        <p id={descriptionId} className="text-base leading-relaxed text-muted-foreground">
          {path.description}
        </p>
      </li>
    </Card>
  );
}
