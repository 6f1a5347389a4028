import type * as React from "react";
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
 * beside a large picture of it at work, the picture changing sides from one panel to the next on wide screens and
 * following the text on a phone (kept, at the phone's width). Without a picture a service shows its icon. Use it to
 * present the services as products; for a plain grid of short items without pictures (the Services page), use
 * `FeatureGrid`.
 */
function ServiceSuite({ id, eyebrow, title, intro, services, visuals, className, ...props }: ServiceSuiteProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId} data-slot="service-suite" className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} spacing="even" />
        <ul className="mt-12 flex flex-col gap-6 lg:mt-16 lg:gap-8">
          {services.map((service, index) => {
            const Icon = icons[service.icon];
            const visual = visuals?.[service.icon];
            return (
              <li
                key={service.id}
                data-slot="service-card"
                className="grid grid-cols-1 overflow-hidden rounded-3xl border border-border bg-card shadow-1 lg:grid-cols-2"
              >
                <div className="flex flex-col gap-5 p-6 sm:p-10 lg:justify-center lg:p-12">
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
                    <p className="leading-relaxed text-muted-foreground">{service.description}</p>
                  </div>
                  <CheckList items={service.highlights} size="sm" spacing="tight" className="border-t pt-5" />
                </div>
                {visual ? (
                  <div
                    data-slot="service-visual"
                    className={cn(
                      "flex items-center justify-center bg-[radial-gradient(circle_at_30%_20%,color-mix(in_oklch,var(--primary)_12%,var(--muted)),var(--muted))] px-5 py-8 sm:p-10 lg:p-12 xl:[&_[data-slot=vignette]]:[zoom:1.12]",
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
      </Container>
    </Section>
  );
}

export { ServiceSuite };
