import * as React from "react";
import { AudioLines, LayoutTemplate, MessageSquareText, Send, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
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
   * What the four offer one audience in particular, beside the heading (under it on a phone): on home, the agencies
   * the path chooser's 'I'm a Marketing Agency' sends here, so they land on what is theirs before the services.
   */
  audience?: {
    label: string;
    /** What the audience gets, in one line: the panel's heading. */
    title: string;
    points: readonly string[];
    /** A client of that audience and what it achieved, said under the points. */
    proof?: string;
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
 * The four-service suite as four wide panels, one per service: its number, name, what it does and four points beside
 * a picture of it at work, the picture changing sides from one panel to the next (from 768 px). On a phone the
 * panels stack, each with its picture under the text, drawn a little smaller to fit the width: nothing scrolls
 * sideways. Without a picture a service shows its icon. Use it to present the services as products; for a plain grid
 * of short items without pictures (the Services page), use `FeatureGrid`.
 */
function ServiceSuite({
  id,
  eyebrow,
  title,
  intro,
  services,
  visuals,
  audience,
  className,
  ...props
}: ServiceSuiteProps) {
  const headingId = `${id}-heading`;
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
        <div className="grid gap-5 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:items-center lg:gap-12">
          <SectionHeader
            headingId={headingId}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            introSize="compact"
            spacing="even"
          />
          {audience ? (
            // On the ink of the path chooser's card that sends agencies here, so they recognise where they landed.
            <div
              data-slot="service-suite-audience"
              className="rounded-3xl bg-inverse p-6 text-inverse-foreground shadow-2 sm:p-7"
            >
              <p className="text-sm font-semibold tracking-wide text-accent uppercase">{audience.label}</p>
              <h3 className="mt-2 text-xl font-semibold sm:text-2xl">{audience.title}</h3>
              <CheckList items={audience.points} size="sm" spacing="tight" tone="inverse" className="mt-4" />
              {audience.proof ? (
                <p className="mt-5 border-t border-inverse-foreground/15 pt-4 text-sm text-inverse-muted-foreground">
                  {audience.proof}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <ul
          aria-labelledby={headingId}
          data-slot="service-list"
          className="mt-6 flex flex-col gap-4 sm:mt-10 lg:mt-12 lg:gap-6"
        >
          {services.map((service, index) => {
            const Icon = icons[service.icon];
            const visual = visuals?.[service.icon];
            return (
              <li
                key={service.id}
                data-slot="service-card"
                className={cn(
                  "grid overflow-hidden rounded-3xl border border-border bg-card shadow-1",
                  // Beside its picture, the text keeps the wider column on either side.
                  visual &&
                    (index % 2 === 1
                      ? "md:grid-cols-2 lg:grid-cols-[minmax(0,6fr)_minmax(0,7fr)]"
                      : "md:grid-cols-2 lg:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]"),
                )}
              >
                <div className="flex flex-col gap-3 p-5 sm:gap-4 sm:p-8 md:justify-center lg:px-10">
                  <div className="flex items-center gap-3">
                    {visual ? (
                      <p className="flex shrink-0 items-center gap-1.5 rounded-full bg-primary/8 px-2.5 py-1 text-sm font-semibold text-primary">
                        <Icon aria-hidden="true" className="size-4" />
                        {String(index + 1).padStart(2, "0")}
                      </p>
                    ) : (
                      <IconTile icon={Icon} size="lg" />
                    )}
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
                      // On a phone the picture is drawn at 85 %, so a whole window fits under the text at 390 px.
                      "flex items-center justify-center px-3 py-4 max-sm:[&_[data-slot=vignette]]:[zoom:0.85] sm:p-8 lg:px-10",
                      backdrops[service.icon],
                      index % 2 === 1 && "md:order-first",
                    )}
                  >
                    {visual}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Container>
    </Section>
  );
}

export { ServiceSuite };
