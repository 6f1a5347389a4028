import * as React from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { SectionHeader } from "../../primitives/section";

export interface FeatureItem {
  title: string;
  description: string;
  icon?: LucideIcon;
  /** Short tags under the description (e.g. the tools in a technology group). */
  tags?: readonly string[];
}

type FeatureGridProps = Omit<React.ComponentProps<"section">, "children"> & {
  eyebrow?: string;
  heading: string;
  intro?: string;
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  tone?: "default" | "muted";
};

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/** A headed list of cards (services, benefits, stack, teams, pain points): a real list, each card an h3. */
export function FeatureGrid({
  eyebrow,
  heading,
  intro,
  items,
  columns = 3,
  tone = "default",
  className,
  ...props
}: FeatureGridProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="feature-grid"
      data-tone={tone}
      className={cn("scroll-mt-20 py-16 sm:py-24", tone === "muted" && "bg-muted", className)}
      {...props}
    >
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={heading} intro={intro} />
        <ul className={cn("mt-12 grid gap-5", columnClasses[columns])}>
          {items.map(({ title, description, icon: Icon, tags }) => (
            <li
              key={title}
              data-slot="feature-item"
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6 shadow-1"
            >
              {Icon ? (
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
              ) : null}
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="leading-relaxed text-muted-foreground">{description}</p>
              {tags?.length ? (
                <ul aria-label={`${title}: tools`} className="mt-auto flex flex-wrap gap-2 pt-2">
                  {tags.map((tag) => (
                    <li key={tag} className="rounded-md border border-border bg-muted px-2 py-1 text-xs font-medium">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
