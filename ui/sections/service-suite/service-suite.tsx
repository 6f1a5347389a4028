import type * as React from "react";
import { AudioLines, LayoutTemplate, MessageSquareText, Send, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/card";
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
  /** A picture of each service at work (a product vignette), shown in its card from `md` up; phones keep the icon. */
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
 * The four-service suite, one card per service with a picture of it at work and three points, two by two
 * from tablet width. Use it to present the services as products; for a plain grid of short items without
 * pictures (the Services page), use `FeatureGrid`.
 */
function ServiceSuite({ id, eyebrow, title, intro, services, visuals, className, ...props }: ServiceSuiteProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId} data-slot="service-suite" className={className} {...props}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={eyebrow} title={title} intro={intro} spacing="even" />
        <ul className="mt-12 grid gap-5 md:grid-cols-2">
          {services.map((service) => {
            const Icon = icons[service.icon];
            return (
              <li key={service.id} data-slot="service-card" className="flex">
                <Card
                  layout="none"
                  className="flex w-full flex-col gap-5 p-6 transition-shadow duration-(--duration-base) hover:shadow-2 sm:p-8"
                >
                  {visuals?.[service.icon] ? (
                    <div
                      data-slot="service-visual"
                      className="-mx-2 -mt-2 hidden justify-center rounded-xl bg-[radial-gradient(circle_at_30%_20%,color-mix(in_oklch,var(--primary)_10%,var(--muted)),var(--muted))] px-6 pt-6 pb-0 md:flex [&_[data-slot=vignette]]:rounded-b-none [&_[data-slot=vignette]]:border-b-0 [&_[data-slot=vignette]]:shadow-2"
                    >
                      {visuals[service.icon]}
                    </div>
                  ) : null}
                  <IconTile icon={Icon} size="lg" className={cn(visuals?.[service.icon] && "md:hidden")} />
                  <div className="flex flex-col gap-2">
                    <h3 className="text-xl font-semibold">{service.name}</h3>
                    <p className="leading-relaxed text-muted-foreground">{service.description}</p>
                  </div>
                  <CheckList items={service.highlights} size="sm" spacing="tight" className="mt-auto border-t pt-5" />
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </Section>
  );
}

export { ServiceSuite };
