import * as React from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { Container, Section, SectionHeader } from "../../primitives/section";

export interface FeatureItem {
  title: string;
  description: string;
  icon?: LucideIcon;
  /**
   * A measured figure that bears the item out, set large in the icon's place with what it counts under it (e.g.
   * '+23%', 'team time saved'). Give every item one of the same kind (and say in the section's intro what they are,
   * such as medians): a benefit with a number reads as a fact, four with icons read as filler.
   */
  figure?: { value: string; label: string };
}

type FeatureGridProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  tone?: "default" | "muted";
};

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/**
 * A headed grid of equal items, each a short title and a sentence under a hairline with a short brand-coloured lead,
 * under its figure (`figure`) or its icon drawn plain: benefits, reasons, guarantees. Open, not boxed, so a page
 * of several grids does not read as the same card again and again (the pictures and panels carry the weight). A
 * real list, each item an h3. Use it when the items are parallel and read in any order; for steps in
 * order use `ProcessSteps`, for numbers use `StatTable` or `ResultsStats`.
 */
export function FeatureGrid({
  eyebrow,
  title,
  intro,
  items,
  columns = 3,
  tone = "default",
  className,
  ...props
}: FeatureGridProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="feature-grid" tone={tone} className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <ul className={cn("mt-12 grid gap-x-8 gap-y-10", columnClasses[columns])}>
          {items.map((item) => (
            <li
              key={item.title}
              data-slot="feature-item"
              className="relative flex flex-col gap-3 border-t border-border pt-6 before:absolute before:-top-px before:left-0 before:h-0.5 before:w-10 before:bg-primary"
            >
              {item.figure ? (
                <p data-slot="feature-figure" className="flex flex-col gap-1">
                  <span className="font-display text-4xl font-semibold tracking-tight">{item.figure.value}</span>
                  <span className="text-sm text-muted-foreground">{item.figure.label}</span>
                </p>
              ) : item.icon ? (
                <item.icon aria-hidden="true" strokeWidth={1.75} className="size-6 text-primary" />
              ) : null}
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="leading-relaxed text-muted-foreground">{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
