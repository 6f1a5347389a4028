import * as React from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { Container, Section, SectionHeader } from "../../primitives/section";

export interface FeatureItem {
  title: string;
  description: string;
  /**
   * Drawn plain in the brand colour above the title. Without one the title leads, set larger (with a `figure` over it,
   * as Services' four benefits, or in words alone).
   */
  icon?: LucideIcon;
  /** The measured result the item stands on ("11 hrs", "admin saved each week, Northway"), set large over its title. */
  figure?: { value: string; label: string };
}

type FeatureGridProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  /** The paragraph under the heading; may carry a link. */
  intro?: React.ReactNode;
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  tone?: "default" | "muted";
  /** How the heading opens the grid: see `SectionHeader`'s `layout`. */
  headerLayout?: "stacked" | "run-in";
};

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/**
 * A headed grid of equal items, each a short title and a sentence under a hairline with a short brand-coloured lead,
 * under its icon drawn plain, or led by its title set larger (under a result's figure, if it has one): benefits,
 * reasons, guarantees. Open, not boxed, so a page of several grids does not read as the same card again and again
 * (the pictures and panels carry the weight). A real list, each item an h3. Use it when the items are parallel and read in any order; for steps in
 * order use `ProcessSteps`, for numbers use `StatTable` or `ResultsStats`.
 */
export function FeatureGrid({
  eyebrow,
  title,
  intro,
  items,
  columns = 3,
  tone = "default",
  headerLayout = "stacked",
  className,
  ...props
}: FeatureGridProps) {
  const headingId = `${React.useId()}-heading`;
  // Each item spans one shared row per part the list's items carry: a figure, an icon, the title, the description.
  const rows = 2 + Number(items.some((item) => item.figure)) + Number(items.some((item) => item.icon));
  return (
    <Section aria-labelledby={headingId} data-slot="feature-grid" tone={tone} className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} layout={headerLayout} />
        <ul className={cn("mt-12 grid gap-x-8 gap-y-10", columnClasses[columns])}>
          {items.map((item) => (
            <li
              key={item.title}
              data-slot="feature-item"
              // The list's rows shared (a subgrid), so side by side the titles stand level where one figure's label
              // wraps to a second line and another's does not.
              style={{ gridRow: `span ${rows}` }}
              className="relative grid grid-rows-subgrid content-start gap-3 border-t border-border pt-6 before:absolute before:-top-px before:left-0 before:h-0.5 before:w-10 before:bg-primary"
            >
              {item.icon ? <item.icon aria-hidden="true" strokeWidth={1.75} className="size-6 text-primary" /> : null}
              <h3 className={cn("font-semibold", item.icon ? "text-lg" : "text-2xl tracking-tight text-balance")}>
                {item.title}
              </h3>
              {/* After the title for a screen reader (title, then its evidence), over it on screen. */}
              {item.figure ? (
                <p data-slot="feature-figure" className="order-first flex flex-col gap-1">
                  <span className="font-display text-4xl font-semibold tracking-tight text-primary">
                    {item.figure.value}
                  </span>
                  <span className="text-sm font-medium text-muted-foreground">{item.figure.label}</span>
                </p>
              ) : null}
              <p className="leading-relaxed text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
