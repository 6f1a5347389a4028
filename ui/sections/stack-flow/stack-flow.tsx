import * as React from "react";
import { ArrowRight } from "lucide-react";
import { Container, Section, SectionHeader } from "../../primitives/section";

export interface StackPart {
  /** Where the part sits in a lead's path ('Website chat'), shown over its name. */
  where: string;
  title: string;
  description: string;
  /** The tools it is built from. */
  tags: readonly string[];
}

type StackFlowProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** The parts a conversation passes through, in order; arrows join them (two to four). */
  stages: readonly StackPart[];
  /** The layer every stage stands on (data, hosting), drawn as the base under them. */
  foundation: StackPart;
  /** Names each part's tool list for screen readers; `{title}` becomes the part's title ('{title}: tools'). */
  tagsLabel: string;
};

function Tags({ label, tags, tone }: { label: string; tags: readonly string[]; tone: "card" | "inverse" }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className={
            tone === "card"
              ? "rounded-md border border-border bg-muted px-2 py-1 text-xs font-medium"
              : "rounded-md border border-inverse-foreground/20 px-2 py-1 text-xs font-medium"
          }
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/**
 * A technology stack drawn as the path a conversation takes: each part a node, arrows between them in order, and
 * the layer they all stand on as a base underneath. An ordered list, so the order is read out; each part an h3
 * with its tools. Use it to show how a few systems connect; for a list of tools that do not feed one another, use
 * `FeatureGrid`.
 */
export function StackFlow({
  eyebrow,
  title,
  intro,
  stages,
  foundation,
  tagsLabel,
  className,
  ...props
}: StackFlowProps) {
  const headingId = `${React.useId()}-heading`;
  return (
    <Section aria-labelledby={headingId} data-slot="stack-flow" tone="muted" className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <ol className="mt-12 grid gap-12 sm:mt-16 lg:auto-cols-fr lg:grid-flow-col lg:gap-14">
          {stages.map((stage, index) => (
            <li
              key={stage.title}
              data-slot="stack-stage"
              // The dashed drop to the base from `lg`, where the base runs under every stage.
              className="relative flex flex-col gap-3 rounded-2xl border border-border bg-card p-6 shadow-1 lg:after:absolute lg:after:top-full lg:after:left-1/2 lg:after:h-10 lg:after:border-l-2 lg:after:border-dashed lg:after:border-primary/40"
            >
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">{stage.where}</p>
              <h3 className="text-lg font-semibold">{stage.title}</h3>
              <p className="leading-relaxed text-muted-foreground">{stage.description}</p>
              <div className="mt-auto pt-2">
                <Tags label={tagsLabel.replace("{title}", stage.title)} tags={stage.tags} tone="card" />
              </div>
              {index < stages.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute -bottom-10 left-1/2 grid size-8 -translate-x-1/2 rotate-90 place-items-center rounded-full bg-primary text-primary-foreground lg:top-1/2 lg:-right-11 lg:bottom-auto lg:left-auto lg:translate-x-0 lg:-translate-y-1/2 lg:rotate-0"
                >
                  <ArrowRight className="size-4" />
                </span>
              ) : null}
            </li>
          ))}
        </ol>
        <div
          data-slot="stack-foundation"
          className="mt-12 grid gap-4 rounded-2xl bg-inverse p-6 text-inverse-foreground sm:p-8 lg:mt-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,5fr)_minmax(0,4fr)] lg:items-center lg:gap-8"
        >
          <div>
            <p className="text-xs font-semibold tracking-wide text-accent uppercase">{foundation.where}</p>
            <h3 className="mt-2 text-lg font-semibold">{foundation.title}</h3>
          </div>
          <p className="leading-relaxed text-inverse-muted-foreground">{foundation.description}</p>
          <Tags label={tagsLabel.replace("{title}", foundation.title)} tags={foundation.tags} tone="inverse" />
        </div>
      </Container>
    </Section>
  );
}
