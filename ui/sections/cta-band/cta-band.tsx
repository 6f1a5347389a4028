import * as React from "react";
import { cn } from "../../lib/cn";
import { Monogram, type MonogramTone } from "../../primitives/monogram";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { BrandGlow } from "../../primitives/section/brand-glow";

type CtaBandProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  title: string;
  intro: string;
  /** The actions (one or two buttons): `inverse` for the main one, `inverse-outline` for a second. */
  children: React.ReactNode;
  /**
   * Who the visitor will meet if they act: two or three named people, drawn as monograms in the tone each has
   * elsewhere on the site (never vermilion, which vanishes into the band), and one line naming them, above the
   * actions. It gives each page's closing band a face of its own (the same band on every page read as a template).
   */
  hosts?: { people: readonly { name: string; tone: Exclude<MonogramTone, "primary"> }[]; note: string };
  /**
   * `brand` (default): vermilion, the main action in cream (`variant="inverse"`). `muted`: the warm paper of a
   * report's last page, the main action in vermilion (`variant="default"`), for a page whose peak is elsewhere (Market
   * insights opens on ink, and three pages closing on one vermilion band read as a template).
   */
  tone?: "brand" | "muted";
};

/**
 * The closing call to action of an inner page: a full-bleed vermilion band, the colour the home page closes on
 * (`ConsultationCta`), or with `tone="muted"` a quiet one. A title and one line of intro, and one or two actions
 * (under the words on a phone; beside them on a wide screen, set apart by a hairline), optionally with the people the
 * visitor will meet (`hosts`) above them.
 * On vermilion its words are in the band's full foreground (the hosts' discs keep their own colours, outlined in it):
 * give the main action `variant="inverse"` (cream) and a second one `variant="inverse-outline"`; never `primary`
 * (vermilion on vermilion) or a muted text tone (under 4.5:1).
 * Use it once, as the last band of a page, with nothing else in the brand tone on that page. Not for the home page's
 * consultation band (`ConsultationCta`, which lists what the call gives) or for a call to action in the middle of a
 * page's content.
 */
export function CtaBand({ title, intro, children, hosts, tone = "brand", className, ...props }: CtaBandProps) {
  const headingId = `${React.useId()}-heading`;
  const brand = tone === "brand";
  return (
    <Section
      aria-labelledby={headingId}
      data-slot="cta-band"
      tone={tone}
      spacing="none"
      className={cn("py-12 sm:py-16 lg:py-20", className)}
      {...props}
    >
      {brand ? <BrandGlow /> : null}
      <Container className="relative">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:gap-12">
          <SectionHeader
            headingId={headingId}
            title={title}
            intro={intro}
            tone={brand ? "brand" : "default"}
            className="lg:flex-1"
          />
          {/* A phone stacks the actions at the band's full width, so two are as wide as each other; wider, they
                sit side by side, and on a wide screen they keep their width beside the title rather than wrap. */}
          <div
            className={cn(
              "flex flex-col gap-6 lg:shrink-0 lg:self-stretch lg:justify-center lg:border-l lg:pl-12",
              brand ? "lg:border-primary-foreground/30" : "lg:border-border",
            )}
          >
            {hosts ? (
              <p data-slot="cta-band-hosts" className="flex items-center gap-4 text-sm font-medium lg:max-w-xs">
                <span className="flex shrink-0 gap-1.5">
                  {hosts.people.map(({ name, tone: person }) => (
                    // On vermilion a cream outline draws each disc's edge; on paper its fill is edge enough.
                    <Monogram
                      key={name}
                      name={name}
                      tone={person}
                      className={cn("rounded-full", brand && "ring-2 ring-primary-foreground")}
                    />
                  ))}
                </span>
                {hosts.note}
              </p>
            ) : null}
            <div
              data-slot="cta-band-actions"
              className="grid gap-3 sm:flex sm:flex-wrap lg:flex-nowrap lg:items-center"
            >
              {children}
            </div>
          </div>
        </div>
      </Container>
    </Section>
  );
}
