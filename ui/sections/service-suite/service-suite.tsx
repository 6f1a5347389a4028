import * as React from "react";
import { AudioLines, LayoutTemplate, MessageSquareText, Send, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { ScrollDots } from "../../lib/scroll-dots";
import { CheckList } from "../../primitives/check-list";
import { IconTile } from "../../primitives/icon-tile";
import { Container, Section, SectionHeader } from "../../primitives/section";

export type ServiceIcon = "chatbot" | "outreach" | "voice" | "website";

// The four are listed in docs/product/screens.md#home.
/** One of the four services: chatbots, outreach, voice assistants, event websites. */
export type Service = {
  id: string;
  icon: ServiceIcon;
  name: string;
  description: string;
  /** Three concrete things the visitor gets. */
  highlights: readonly string[];
};

export type ServiceSuiteProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The section's element id; the path chooser's 'I'm a Marketing Agency' scrolls to `business-automation`. */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  services: readonly Service[];
  /** A picture of each service at work (a product vignette), drawn large beside its text, and under it on a phone. */
  visuals?: Partial<Record<ServiceIcon, React.ReactNode>>;
  /** Names the dot under the scrolling row (phones, tablets) that shows a service, e.g. 'Show AI Chatbots (1 of 4)'. */
  dotLabel: (position: number, total: number, name: string) => string;
  /**
   * What the four offer one audience in particular, beside the heading (under it on a phone): on home, the agencies
   * the path chooser's 'I'm a Marketing Agency' sends here, so they land on what is theirs before the services.
   */
  audience?: { label: string; points: readonly string[] };
};

const icons: Record<ServiceIcon, LucideIcon> = {
  chatbot: MessageSquareText,
  outreach: Send,
  voice: AudioLines,
  website: LayoutTemplate,
};

// Requirements: docs/product/screens.md#home (Home §6).
/**
 * The four-service suite as four wide panels, one per service: its name, what it does and three points
 * beside a large picture of it at work, the picture changing sides from one panel to the next on wide screens. Below
 * them the panels sit in a row that scrolls sideways, each snapping to the middle with the next peeking in, the
 * picture under the text (kept, drawn at the card's width), and a dot per service under the row says which is in view
 * and brings any other to the middle: four services cost one screen, not four. Without a picture a service shows its icon. Use it to
 * present the services as products; for a plain grid of short items without pictures (the Services page), use
 * `FeatureGrid`.
 */
function ServiceSuite({
  id,
  eyebrow,
  title,
  intro,
  services,
  visuals,
  dotLabel,
  audience,
  className,
  ...props
}: ServiceSuiteProps) {
  const headingId = `${id}-heading`;
  const listId = `${id}-list`;
  const listRef = React.useRef<HTMLUListElement>(null);
  return (
    <Section
      id={id}
      spacing="compact"
      aria-labelledby={headingId}
      data-slot="service-suite"
      className={className}
      {...props}
    >
      <Container>
        <div className="grid gap-5 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:items-end lg:gap-12">
          <SectionHeader
            headingId={headingId}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            introSize="compact"
            spacing="even"
          />
          {audience ? (
            <div
              data-slot="service-suite-audience"
              className="rounded-2xl border border-primary/25 bg-primary/5 px-5 py-4 sm:p-6"
            >
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">{audience.label}</p>
              <CheckList items={audience.points} size="sm" spacing="tight" className="mt-2.5 sm:mt-3" />
            </div>
          ) : null}
        </div>
        <ul
          ref={listRef}
          id={listId}
          // The row scrolls on phones and tablets and holds no control, so it takes focus itself (keyboard scrolling).
          tabIndex={0}
          aria-labelledby={headingId}
          data-slot="service-list"
          className="-mx-5 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pb-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:-mx-8 sm:mt-12 sm:px-8 lg:mx-0 lg:mt-16 lg:flex-col lg:gap-8 lg:overflow-visible lg:px-0 lg:pb-0"
        >
          {services.map((service, index) => {
            const Icon = icons[service.icon];
            const visual = visuals?.[service.icon];
            return (
              <li
                key={service.id}
                data-slot="service-card"
                className="flex w-[86%] shrink-0 snap-center flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-1 sm:w-[70%] lg:grid lg:w-auto lg:grid-cols-2"
              >
                <div className="flex flex-col gap-4 p-5 sm:gap-5 sm:p-10 lg:justify-center lg:p-12">
                  {visual ? (
                    <p className="flex items-center gap-2 text-sm font-semibold text-primary">
                      <Icon aria-hidden="true" className="size-4" />
                      {String(index + 1).padStart(2, "0")}
                    </p>
                  ) : (
                    <IconTile icon={Icon} size="lg" />
                  )}
                  <div className="flex flex-col gap-3">
                    <h3 className="text-2xl font-semibold sm:text-3xl">{service.name}</h3>
                    <p className="text-[0.9375rem] leading-relaxed text-muted-foreground sm:text-base">
                      {service.description}
                    </p>
                  </div>
                  {/* On a phone, the first two points: all four made each card of the sideways row about 1,000 px
                      tall (the agency line is said once above the row, in the audience panel). */}
                  <CheckList
                    items={service.highlights}
                    size="sm"
                    spacing="tight"
                    className="border-t pt-5 max-sm:[&>li:nth-child(n+3)]:hidden"
                  />
                </div>
                {visual ? (
                  <div
                    data-slot="service-visual"
                    className={cn(
                      "mt-auto flex items-center justify-center lg:mt-0 bg-[radial-gradient(circle_at_30%_20%,color-mix(in_oklch,var(--primary)_12%,var(--muted)),var(--muted))] px-4 py-5 sm:p-10 lg:p-12 xl:[&_[data-slot=vignette]]:[zoom:1.12]",
                      index % 2 === 1 && "lg:order-first",
                    )}
                  >
                    {visual}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        <ScrollDots
          listRef={listRef}
          listId={listId}
          labels={services.map((service, index) => dotLabel(index + 1, services.length, service.name))}
          className="lg:hidden"
        />
      </Container>
    </Section>
  );
}

export { ServiceSuite };
