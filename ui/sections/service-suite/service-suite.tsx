import * as React from "react";
import { Tabs } from "radix-ui";
import { ArrowRight, AudioLines, LayoutTemplate, MessageSquareText, Send, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { CheckList } from "../../primitives/check-list";
import { IconTile } from "../../primitives/icon-tile";
import { Container, Eyebrow, Section, SectionHeader } from "../../primitives/section";

export type ServiceIcon = "chatbot" | "outreach" | "voice" | "website";

// The four are listed in docs/product/screens.md#home.
/** One of the four services: chatbots, outreach, voice assistants, event websites. */
export type Service = {
  id: string;
  icon: ServiceIcon;
  name: string;
  description: string;
  /** Four concrete things the visitor gets, the last what it offers an agency. */
  highlights: readonly string[];
};

export type ServiceSuiteProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The section's element id; the path chooser's 'I'm a Marketing Agency' scrolls to `business-automation`. */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  services: readonly Service[];
  /** A picture of each service at work (a product vignette), drawn beside its text, and under it on a phone. */
  visuals?: Partial<Record<ServiceIcon, React.ReactNode>>;
  /**
   * A line under the panel pointing to the page with every service (home shows four of Services' six), so the two
   * counts read as one story.
   */
  more?: { intro: string; label: string; href: string };
  /**
   * What the four offer one audience in particular, in a band closing the section: on home, the agencies the path
   * chooser's 'I'm a Marketing Agency' sends here see the services first, then what is theirs in them.
   */
  audience?: {
    label: string;
    /** What the audience gets, in one line: the panel's heading. */
    title: string;
    points: readonly string[];
    /** One line under the heading, beside the points (above them on a phone): what the audience keeps or gets. */
    lede?: string;
  };
};

const icons: Record<ServiceIcon, LucideIcon> = {
  chatbot: MessageSquareText,
  outreach: Send,
  voice: AudioLines,
  website: LayoutTemplate,
};

// Behind each picture a backdrop of its own, so the four windows do not read as one picture repeated: warm for the
// chat, apricot for the replies, the ink of a phone call, sand for the event page.
const backdrops: Record<ServiceIcon, string> = {
  chatbot: "bg-[radial-gradient(circle_at_30%_20%,color-mix(in_oklch,var(--primary)_12%,var(--muted)),var(--muted))]",
  outreach:
    "bg-[radial-gradient(circle_at_70%_20%,color-mix(in_oklab,var(--accent)_30%,var(--card)),color-mix(in_oklab,var(--accent)_12%,var(--muted)))]",
  voice: "bg-[radial-gradient(circle_at_30%_20%,color-mix(in_oklch,var(--primary)_28%,var(--inverse)),var(--inverse))]",
  website: "bg-[linear-gradient(160deg,var(--secondary),var(--muted))]",
};

// Requirements: docs/product/screens.md#home (Home §6).
/**
 * The four-service suite as tabs (WAI-ARIA tabs, Radix): a row of four, one per service (two by two on a phone), over
 * one wide panel showing the chosen service, its name, what it does and four points beside a large picture of it at
 * work (under the text on a phone, drawn to the width: nothing scrolls sideways). One picture at a time keeps the band
 * a screen tall instead of four. Every panel is in the HTML, the others hidden. Without a picture a service shows its
 * icon. Use it to present the services as products; for every service at once, in rows (the Services page), use
 * `ServiceShowcase`; for a plain grid of short items, `FeatureGrid`.
 */
function ServiceSuite({
  id,
  eyebrow,
  title,
  intro,
  services,
  visuals,
  audience,
  more,
  className,
  ...props
}: ServiceSuiteProps) {
  const headingId = `${id}-heading`;
  const [selected, setSelected] = React.useState(services[0]?.id ?? "");
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
        <SectionHeader
          headingId={headingId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          introSize="compact"
          layout="split"
          spacing="even"
        />
        <Tabs.Root
          value={selected}
          onValueChange={setSelected}
          data-slot="service-tabs"
          className="mt-6 sm:mt-10 lg:mt-12"
        >
          <Tabs.List
            aria-labelledby={headingId}
            className="grid auto-rows-fr grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4"
          >
            {services.map((service, index) => {
              const Icon = icons[service.icon];
              return (
                <Tabs.Trigger
                  key={service.id}
                  value={service.id}
                  // Radix selects on mousedown; a tap held before this band's code arrived is replayed as a click
                  // (pages/loading/hold-early-actions.js), so a click selects too.
                  onClick={() => setSelected(service.id)}
                  className={cn(
                    "group flex min-h-14 items-center gap-2.5 rounded-2xl border border-border bg-card px-3 py-2.5 text-left text-[0.9375rem] font-semibold text-foreground shadow-1 transition-colors sm:gap-3 sm:px-4 sm:py-3 sm:text-base",
                    "hover:border-foreground/30 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none",
                    "data-[state=active]:border-inverse data-[state=active]:bg-inverse data-[state=active]:text-inverse-foreground data-[state=active]:shadow-2",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/8 text-primary group-data-[state=active]:bg-accent group-data-[state=active]:text-accent-foreground sm:size-9"
                  >
                    <Icon className="size-4" />
                  </span>
                  <span className="flex flex-col leading-tight">
                    <span
                      aria-hidden="true"
                      className="text-xs font-medium text-muted-foreground tabular-nums group-data-[state=active]:text-inverse-muted-foreground"
                    >
                      {String(index + 1).padStart(2, "0")}
                    </span>
                    {service.name}
                  </span>
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {services.map((service) => {
            const Icon = icons[service.icon];
            const visual = visuals?.[service.icon];
            return (
              // Every panel is in the HTML (prerendered, and found by a search for its words), all but the chosen one hidden.
              <Tabs.Content
                key={service.id}
                value={service.id}
                forceMount
                data-slot="service-card"
                className={cn(
                  "mt-3 grid overflow-hidden rounded-3xl data-[state=inactive]:hidden border border-border bg-card shadow-1 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none sm:mt-4",
                  // One height for the four beside their pictures, so the band does not jump as the visitor switches.
                  visual && "md:grid-cols-2 lg:min-h-[32rem] lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]",
                )}
              >
                <div className="flex flex-col gap-3 p-5 sm:gap-4 sm:p-8 md:justify-center lg:px-10">
                  <div className="flex items-center gap-3">
                    {visual ? null : <IconTile icon={Icon} size="lg" />}
                    <h3 className="text-2xl font-semibold sm:text-3xl">{service.name}</h3>
                  </div>
                  <p className="max-w-2xl text-[0.9375rem] leading-relaxed text-muted-foreground sm:text-base">
                    {service.description}
                  </p>
                  <CheckList
                    items={service.highlights}
                    size="sm"
                    spacing="tight"
                    className="mt-1 border-t pt-4 sm:mt-0 sm:pt-5"
                  />
                </div>
                {visual ? (
                  <div
                    data-slot="service-visual"
                    className={cn(
                      // On a phone the picture keeps its own size and wraps to the width (drawn at 85 %, its text fell
                      // to 11 px); on a laptop at 120 %, as Services draws them (at 135 % its words outsized the page's).
                      "flex items-center justify-center px-3 py-4 sm:p-8 lg:p-10 lg:[&_[data-slot=vignette]]:[zoom:1.2]",
                      backdrops[service.icon],
                    )}
                  >
                    {visual}
                  </div>
                ) : null}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
        {more ? (
          <p data-slot="service-suite-more" className="mt-5 text-sm text-muted-foreground sm:mt-6 sm:text-base">
            {more.intro}{" "}
            <a
              href={more.href}
              className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
            >
              {more.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </p>
        ) : null}
        {audience ? (
          // A band of its own after the services (squeezed beside the heading it read as an afterthought; between the
          // heading and the tabs it kept every other visitor from the services), on the vermilion-tinted paper: on ink
          // it ran straight into the ink quote band after the section.
          <div
            data-slot="service-suite-audience"
            className="mt-8 grid gap-4 rounded-3xl bg-secondary p-6 sm:mt-10 sm:p-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:gap-12 lg:px-10"
          >
            <div>
              <Eyebrow>{audience.label}</Eyebrow>
              <h3 className="mt-2 text-xl font-semibold sm:text-2xl">{audience.title}</h3>
              {audience.lede ? <p className="mt-3 text-sm text-muted-foreground">{audience.lede}</p> : null}
            </div>
            <CheckList items={audience.points} size="sm" spacing="tight" />
          </div>
        ) : null}
      </Container>
    </Section>
  );
}

export { ServiceSuite };
