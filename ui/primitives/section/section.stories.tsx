import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "../badge";
import { Button } from "../button";
import { Container, Section, type SectionProps } from "./section";
import { SectionHeader, type SectionHeaderProps } from "./section-header";

function SectionSample({
  tone,
  id,
  title = "Every enquiry answered, even at 2 a.m.",
}: {
  tone: SectionProps["tone"];
  id: string;
  title?: string;
}) {
  const inverse = tone === "inverse";
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <Container>
        <div className="grid max-w-2xl gap-5">
          <Badge variant={inverse ? "inverse" : "secondary"}>For event planners</Badge>
          <h2 id={`${id}-title`} className="text-3xl font-semibold sm:text-5xl">
            {title}
          </h2>
          <p className={inverse ? "text-lg text-inverse-muted-foreground" : "text-lg text-muted-foreground"}>
            A voice assistant that knows your venues, schedules and suppliers takes the repetitive calls so your
            coordinators can run the event.
          </p>
          <div>
            <Button variant={inverse ? "inverse" : "primary"} size="lg">
              Book Free Workshop
            </Button>
          </div>
        </div>
      </Container>
    </Section>
  );
}

const meta = {
  title: "UI/Section",
  component: Section,
  parameters: { layout: "fullscreen" },
  args: { tone: "default" },
  render: (args) => <SectionSample tone={args.tone} id="section-story" />,
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Warm paper: a `<section>` landmark named by its heading, content in a Container. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Every enquiry answered, even at 2 a.m." });
    await expect(region.tagName).toBe("SECTION");
    await expect(region).toHaveAttribute("data-tone", "default");
  },
};

/** Muted, to separate neighbouring bands. */
export const Muted: Story = { args: { tone: "muted" } };

/** The ink band (hero, closing call to action). */
export const Inverse: Story = { args: { tone: "inverse" } };

/** The three tones stacked as they alternate down a page. */
export const All: Story = {
  render: () => (
    <>
      <SectionSample tone="inverse" id="section-all-inverse" title="Your phones, answered by an assistant" />
      <SectionSample tone="default" id="section-all-default" title="Every enquiry answered, even at 2 a.m." />
      <SectionSample tone="muted" id="section-all-muted" title="Live in three weeks, not three quarters" />
    </>
  ),
};

/** One band opened by a SectionHeader; the band is named by the header's h2. */
function HeaderSample({
  id,
  tone,
  ...header
}: { id: string; tone: SectionProps["tone"] } & Omit<SectionHeaderProps, "tone">) {
  return (
    <Section id={id} tone={tone} aria-labelledby={header.headingId}>
      <Container>
        <SectionHeader {...header} tone={tone === "inverse" ? "inverse" : "default"} />
      </Container>
    </Section>
  );
}

/** The block that opens most sections: eyebrow, h2 and intro; the h2's id names the section. */
export const Header: Story = {
  render: () => (
    <>
      <HeaderSample
        id="section-header-start"
        tone="default"
        headingId="section-header-start-title"
        eyebrow="Results"
        title="What changes when the phones answer themselves"
        intro="Figures from event companies in their first quarter with a voice assistant on the line."
      />
      <HeaderSample
        id="section-header-center"
        tone="muted"
        headingId="section-header-center-title"
        eyebrow="Pricing"
        title="Packages that fit the size of your event"
        intro="Every package includes set-up, training on your venue briefs and a named consultant."
        align="center"
        spacing="even"
      />
      <HeaderSample
        id="section-header-inverse"
        tone="inverse"
        headingId="section-header-inverse-title"
        eyebrow="Case studies"
        title="Event teams who stopped missing calls"
        intro="Three organisers, three kinds of event, one assistant each."
        introSize="compact"
      />
    </>
  ),
  play: async ({ canvas }) => {
    const start = canvas.getByRole("region", { name: "What changes when the phones answer themselves" });
    await expect(start).toHaveAttribute("data-tone", "default");
    const center = canvas.getByRole("heading", { level: 2, name: "Packages that fit the size of your event" });
    await expect(center.closest("[data-slot='section-header']")).toHaveAttribute("data-align", "center");
    await expect(canvas.getByRole("region", { name: "Event teams who stopped missing calls" })).toBeVisible();
    await expect(canvas.getByText("Case studies")).toHaveAttribute("data-slot", "section-eyebrow");
  },
};
