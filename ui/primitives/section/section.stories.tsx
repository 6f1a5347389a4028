import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "../badge";
import { Button } from "../button";
import { cn } from "../../lib/cn";
import { backgroundBehind, contrastRatio } from "../../../.storybook/contrast";
import { StoryState } from "../../../.storybook/story-state";
import { BrandGlow } from "./brand-glow";
import { Container, Section, type SectionProps } from "./section";
import { SectionHeader, type SectionHeaderProps } from "./section-header";

function SectionSample({
  tone,
  spacing,
  id,
  title = "Every enquiry answered, even at 2 a.m.",
  caption,
}: {
  tone: SectionProps["tone"];
  spacing?: SectionProps["spacing"];
  id: string;
  title?: string;
  /** Labels the band in an overview. */
  caption?: string;
}) {
  const inverse = tone === "inverse" || tone === "brand";
  const content = (
    <div className="grid max-w-2xl gap-5">
      <Badge variant={inverse ? "inverse" : "secondary"}>For event planners</Badge>
      <h2 id={`${id}-title`} className="text-3xl font-semibold sm:text-5xl">
        {title}
      </h2>
      <p
        className={cn(
          "text-lg",
          tone === "brand"
            ? "text-primary-foreground"
            : inverse
              ? "text-inverse-muted-foreground"
              : "text-muted-foreground",
        )}
      >
        A voice assistant that knows your venues, schedules and suppliers takes the repetitive calls so your
        coordinators can run the event.
      </p>
      <div>
        <Button variant={inverse ? "inverse" : "primary"} size="lg">
          Book Free Workshop
        </Button>
      </div>
    </div>
  );
  return (
    <Section
      id={id}
      tone={tone}
      spacing={spacing}
      aria-labelledby={`${id}-title`}
      className={tone === "brand" ? "overflow-hidden" : undefined}
    >
      {/* The brand band is always lit by its glow. */}
      {tone === "brand" ? <BrandGlow /> : null}
      <Container className="relative">
        {caption ? <StoryState label={caption}>{content}</StoryState> : content}
      </Container>
    </Section>
  );
}

const meta = {
  title: "UI/Section",
  component: Section,
  parameters: { layout: "fullscreen" },
  args: { tone: "default" },
  render: (args) => <SectionSample tone={args.tone} spacing={args.spacing} id="section-story" />,
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Warm paper: a band of the page with the site's vertical rhythm, content in a Container. */
export const Default: Story = {};

/** The band's options, to try in the Controls panel (`spacing="compact"` is for a long page of many bands, `"none"` for a band that sets its own rhythm). */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { tone: "default", spacing: "default" },
  argTypes: {
    tone: { control: "inline-radio", options: ["default", "muted", "inverse", "brand"] },
    spacing: { control: "inline-radio", options: ["default", "compact", "none"] },
    as: { table: { disable: true } },
  },
};

/** A `<section>` landmark named by its heading, with its tone on `data-tone`. */
export const Landmark: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Every enquiry answered, even at 2 a.m." });
    await expect(region.tagName).toBe("SECTION");
    await expect(region).toHaveAttribute("data-tone", "default");
  },
};

/** Default's text, checked: the heading balances its lines, the running text wraps to avoid a lone last word. */
export const TextWrapChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2, name: "Every enquiry answered, even at 2 a.m." });
    await expect(getComputedStyle(heading).textWrapStyle).toBe("balance");
    const text = canvas.getByText(/^A voice assistant that knows your venues/);
    await expect(getComputedStyle(text).textWrapStyle).toBe("pretty");
  },
};

/** Muted, to separate neighbouring bands. */
export const Muted: Story = { args: { tone: "muted" } };

/** The ink band (the hero, the case stories, the quote). */
export const Inverse: Story = { args: { tone: "inverse" } };

/** The brand's vermilion with its `BrandGlow`: the closing call to action (home's consultation, the inner pages' band). */
export const Brand: Story = { args: { tone: "brand" } };

/** The three tones that alternate down a page, stacked (the brand's vermilion comes once a page: `Brand`). */
export const All: Story = {
  render: () => (
    <>
      <SectionSample
        tone="inverse"
        id="section-all-inverse"
        title="Your phones, answered by an assistant"
        caption="inverse"
      />
      <SectionSample
        tone="default"
        id="section-all-default"
        title="Every enquiry answered, even at 2 a.m."
        caption="default"
      />
      <SectionSample
        tone="muted"
        id="section-all-muted"
        title="Live in three weeks, not three quarters"
        caption="muted"
      />
    </>
  ),
};

/** What All shows, checked: each band's running text (its muted tone) reads at 7:1 or more on the band itself. */
export const AllChecks: Story = {
  ...All,
  tags: ["test-case", "!autodocs"],
  parameters: { ...All.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    for (const name of [
      "Your phones, answered by an assistant",
      "Every enquiry answered, even at 2 a.m.",
      "Live in three weeks, not three quarters",
    ]) {
      const text = canvas.getByRole("region", { name }).querySelector("p");
      if (!text) throw new Error(`no running text in the band "${name}"`);
      const ratio = contrastRatio(getComputedStyle(text).color, backgroundBehind(text));
      await expect(ratio, name).toBeGreaterThanOrEqual(7);
    }
  },
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
        <SectionHeader {...header} tone={tone === "inverse" || tone === "brand" ? tone : "default"} />
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
      <HeaderSample
        id="section-header-split"
        tone="default"
        headingId="section-header-split-title"
        eyebrow="What we build"
        title="Four AI services that work as one"
        intro="Each stands on its own; together they cover the whole journey, from the first question to the booking."
        introSize="compact"
        spacing="even"
        layout="split"
      />
      <HeaderSample
        id="section-header-run-in"
        tone="default"
        headingId="section-header-run-in-title"
        eyebrow="Results"
        title="What changes in the first 90 days"
        intro="Median results across our rollouts, against each client's own figures for the quarter before launch."
        introSize="compact"
        layout="run-in"
      />
    </>
  ),
};

/** What Header shows, checked. */
export const HeaderChecks: Story = {
  ...Header,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Header.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const start = canvas.getByRole("region", { name: "What changes when the phones answer themselves" });
    await expect(start).toHaveAttribute("data-tone", "default");
    const center = canvas.getByRole("heading", { level: 2, name: "Packages that fit the size of your event" });
    await expect(center.closest("[data-slot='section-header']")).toHaveAttribute("data-align", "center");
    await expect(canvas.getByRole("region", { name: "Event teams who stopped missing calls" })).toBeVisible();
    await expect(canvas.getByText("Case studies")).toHaveAttribute("data-slot", "section-eyebrow");
  },
};

/**
 * Split, on a laptop: the intro stands beside the heading, its last line level with the heading's, across the
 * container; on a phone it sits under the heading as when stacked.
 */
export const SplitHeaderChecks: Story = {
  ...Header,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { ...Header.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2, name: "Four AI services that work as one" });
    const header = heading.closest<HTMLElement>("[data-slot='section-header']")!;
    const intro = header.querySelector<HTMLElement>("[data-slot='section-intro']")!.getBoundingClientRect();
    const title = heading.getBoundingClientRect();
    if (window.matchMedia("(min-width: 64rem)").matches) {
      await expect(intro.left).toBeGreaterThan(title.right);
      await expect(Math.abs(intro.bottom - title.bottom)).toBeLessThan(12);
      const container = header.parentElement!;
      const columnRight =
        container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight);
      await expect(Math.abs(intro.right - columnRight)).toBeLessThan(2);
    } else {
      await expect(intro.top).toBeGreaterThanOrEqual(title.bottom);
      await expect(Math.abs(intro.left - title.left)).toBeLessThan(1);
    }
  },
};

/** SplitHeaderChecks on a phone: the intro under the heading, as when stacked. */
export const SplitHeaderOnPhoneChecks: Story = {
  ...SplitHeaderChecks,
  // Said again, not only spread: Storybook's index reads a story's tags from its own object literal.
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
};

/**
 * Run in, on a laptop: the intro continues the heading's last line at the heading's size, after a drawn full stop
 * the heading's name leaves out; on a phone it sits under the heading at body size, as when stacked.
 */
export const RunInHeaderChecks: Story = {
  ...Header,
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { ...Header.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 2, name: "What changes in the first 90 days" });
    const intro = heading
      .closest("[data-slot='section-header']")!
      .querySelector<HTMLElement>("[data-slot='section-intro']")!;
    const lastLine = [...heading.getClientRects()].at(-1)!;
    const firstLine = intro.getClientRects()[0]!;
    if (window.matchMedia("(min-width: 64rem)").matches) {
      await expect(heading.textContent).toBe("What changes in the first 90 days.");
      await expect(Math.abs(firstLine.top - lastLine.top)).toBeLessThan(2);
      await expect(firstLine.left).toBeGreaterThan(lastLine.right);
      await expect(getComputedStyle(intro).fontSize).toBe(getComputedStyle(heading).fontSize);
      await expect(getComputedStyle(intro).color).not.toBe(getComputedStyle(heading).color);
    } else {
      await expect(firstLine.top).toBeGreaterThanOrEqual(lastLine.bottom);
      await expect(getComputedStyle(intro).fontSize).toBe("16px");
    }
  },
};

/** RunInHeaderChecks on a phone: the intro under the heading at body size, the full stop not drawn. */
export const RunInHeaderOnPhoneChecks: Story = {
  ...RunInHeaderChecks,
  // Said again, not only spread: Storybook's index reads a story's tags from its own object literal.
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
};

/**
 * The Container on its own: the page's content column with its gutters, in three widths. Use it inside every band
 * rather than retyping `mx-auto max-w-6xl px-5 sm:px-8`; `narrow` suits long reading, `wide` a dense grid.
 */
export const ContainerSizes: Story = {
  render: () => (
    <div className="grid gap-6 bg-muted py-8">
      {(["narrow", "default", "wide"] as const).map((size) => (
        <Container key={size} size={size}>
          <StoryState label={size}>
            <div className="rounded-lg border border-dashed border-primary bg-background p-4 text-sm">
              Content sits here, with the page gutters either side.
            </div>
          </StoryState>
        </Container>
      ))}
    </div>
  ),
};
