import type * as React from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn";
import { useScrollSpy } from "../../lib/use-scroll-spy";
import { Card } from "../../primitives/card";
import { Container, Section } from "../../primitives/section";

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** Anchor for the contents list. */
  id: string;
  title: string;
  /** The section's paragraphs and lists, in order. */
  body: readonly LegalBlock[];
}

type LegalDocumentProps = Omit<React.ComponentProps<"article">, "children" | "title"> & {
  title: string;
  intro: string;
  copy: {
    /** Before the date, e.g. 'Last updated'. */
    lastUpdatedLabel: string;
    /** Names the contents list and heads it ('On this page'). */
    contentsLabel: string;
  };
  /** The date, rendered by the page (a `<time>`; the visitor's day). */
  lastUpdated: React.ReactNode;
  sections: readonly LegalSection[];
  /** The closing support contact: the sentence that leads to the link, and the mailbox. */
  contact: { intro: string; email: string };
};

/**
 * A static legal page (privacy policy, terms): h1, last-updated date, intro, a contents list, numbered h2 sections
 * of paragraphs and lists, and a support mail link. Use it for long-form text people read to the end or jump into;
 * it is the page's only content. Not for marketing copy (its sections have no pictures or actions).
 *
 * Lines stop at about 70 characters, the measure long text is read at. On a wide screen the contents list stays in
 * view and marks the section being read (`aria-current="location"`), so a reader always knows where they are; on a
 * phone it is folded under 'On this page' (a native disclosure, closed), so the text starts on the first screen.
 */
export function LegalDocument({
  title,
  intro,
  copy,
  lastUpdated,
  sections,
  contact,
  className,
  ...props
}: LegalDocumentProps) {
  const reading = useScrollSpy(sections.map((section) => section.id));
  return (
    <Section as="article" data-slot="legal-document" className={className} {...props}>
      <Container>
        {/* The rule runs the page's width, over the contents and the text alike: one edge for both columns. */}
        <div className="border-b border-border pb-10">
          <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
          <p className="mt-4 text-sm text-muted-foreground">
            {copy.lastUpdatedLabel}: {lastUpdated}
          </p>
          <p className="mt-6 max-w-[68ch] text-lg leading-relaxed text-muted-foreground">{intro}</p>
        </div>
        <div className="mt-8 grid gap-10 sm:mt-12 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-label={copy.contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
            {/* Phone: the list folded under its name, so the text starts on the first screen. Two renderings of one
                list, one hidden per width (display: none, so only one is ever exposed): a <details> cannot be open on a
                laptop and closed on a phone from CSS alone in every browser, and opening it from script would move the
                page after it is drawn. */}
            <details
              data-slot="legal-contents-disclosure"
              className="group rounded-xl border border-border bg-card lg:hidden"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                {copy.contentsLabel}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 text-muted-foreground group-open:rotate-180 motion-safe:transition-transform"
                />
              </summary>
              <ContentsList sections={sections} reading={reading} className="mx-4 mb-3" />
            </details>
            <div className="hidden lg:block">
              <h2 className="font-sans text-sm font-semibold tracking-normal">{copy.contentsLabel}</h2>
              <ContentsList sections={sections} reading={reading} className="mt-4" />
            </div>
          </nav>
          <div className="grid max-w-[68ch] gap-10">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                data-slot="legal-section"
                aria-labelledby={`${section.id}-heading`}
              >
                <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-4 grid gap-4 leading-relaxed text-muted-foreground">
                  {section.body.map((block, blockIndex) =>
                    typeof block === "string" ? (
                      <p key={blockIndex}>{withMailLinks(block, contact.email)}</p>
                    ) : (
                      <ul key={blockIndex} className="grid list-disc gap-2 pl-5 marker:text-primary">
                        {block.list.map((item) => (
                          <li key={item}>{withMailLinks(item, contact.email)}</li>
                        ))}
                      </ul>
                    ),
                  )}
                </div>
              </section>
            ))}
            <Card asChild tone="muted" layout="none" elevation={0} className="p-6 leading-relaxed">
              <p>
                {contact.intro} <MailLink email={contact.email} />.
              </p>
            </Card>
          </div>
        </div>
      </Container>
    </Section>
  );
}

/** The numbered links to the sections, the one being read marked. */
function ContentsList({
  sections,
  reading,
  className,
}: {
  sections: readonly LegalSection[];
  reading: string | undefined;
  className?: string;
}) {
  return (
    <ol className={cn("grid border-l border-border text-sm", className)}>
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            aria-current={reading === section.id ? "location" : undefined}
            className={cn(
              "-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-muted-foreground outline-none",
              "motion-safe:transition-colors motion-safe:duration-(--duration-fast)",
              "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring",
              "aria-[current=location]:border-primary aria-[current=location]:font-medium aria-[current=location]:text-foreground",
            )}
          >
            {index + 1}. {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

function MailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      {email}
    </a>
  );
}

/** Text with each mention of the support address made a mail link, as the contact line at the end has it. */
function withMailLinks(text: string, email: string): React.ReactNode {
  const parts = text.split(email);
  if (parts.length === 1) return text;
  return parts.flatMap((part, index) => (index === 0 ? [part] : [<MailLink key={index} email={email} />, part]));
}
