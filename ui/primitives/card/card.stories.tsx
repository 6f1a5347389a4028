import type { Meta, StoryObj } from "@storybook/react-vite";
import { Check } from "lucide-react";
import { expect } from "storybook/test";
import { Badge } from "../badge";
import { Button } from "../button";
import { StoryState } from "../../../.storybook/story-state";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "UI/Card",
  component: Card,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h3>Enquiry assistant</h3>
        </CardTitle>
        <CardDescription>Answers venue, travel and dietary questions around the clock, in your tone.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {[
            "Trained on your event briefs",
            "Hands complex calls to your team",
            "Weekly report of what callers ask",
          ].map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full">Book Free Workshop</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, content and footer on the paper surface. */
export const Default: Story = {};

/** The card's surface, layout and resting shadow, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { tone: "default", layout: "parts", elevation: 1 },
  argTypes: {
    tone: { control: "inline-radio", options: ["default", "muted", "inverse", "on-inverse"] },
    layout: { control: "inline-radio", options: ["parts", "none"] },
    elevation: { control: "inline-radio", options: [0, 1, 2, 3] },
    asChild: { table: { disable: true } },
  },
};

/** The title is a real heading when given one through `asChild`, and keeps its slot. */
export const TitleIsHeading: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Enquiry assistant" })).toHaveAttribute(
      "data-slot",
      "card-title",
    );
  },
};

/** Content only: the smallest card (a stat). */
export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent>
        <p className="font-display text-4xl font-semibold tracking-tight">41%</p>
        <p className="mt-1 text-sm text-muted-foreground">of admin hours handed to the assistant</p>
      </CardContent>
    </Card>
  ),
};

/** The five surfaces, each labelled: paper, muted, blush, an ink panel, and a card on an ink band. */
export const Tones: Story = {
  render: () => (
    <div className="grid gap-6">
      <StoryState label="default">
        <Card layout="none" className="p-6">
          A plan, a case study, a stat.
        </Card>
      </StoryState>
      <StoryState label="muted">
        <Card tone="muted" layout="none" elevation={0} className="p-6">
          A note or a contact box beside the content.
        </Card>
      </StoryState>
      <StoryState label="inverse">
        <Card tone="inverse" layout="none" elevation={3} className="p-6">
          An ink panel on a light band: the ROI figures.
        </Card>
      </StoryState>
      <div className="rounded-2xl bg-inverse p-4 text-inverse-foreground">
        <StoryState label="on-inverse">
          <Card tone="on-inverse" layout="none" elevation={0} className="p-6">
            A card on the ink band: a process step.
          </Card>
        </StoryState>
      </div>
    </div>
  ),
};

/** Three cards in a responsive grid, as on the pricing band, each labelled with its elevation. */
export const All: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-3">
      {[
        { name: "Workshop", price: "Free", note: "90 minutes, remote" },
        { name: "Pilot", price: "$1,997", note: "One assistant, live in three weeks", featured: true },
        { name: "Scale", price: "Custom", note: "Every line, every event" },
      ].map((plan) => (
        <StoryState key={plan.name} label={plan.featured ? "Highlighted (elevation 3)" : "Resting (elevation 1)"}>
          <Card {...args} elevation={plan.featured ? 3 : 1} className={plan.featured ? "border-primary" : undefined}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle asChild>
                  <h3>{plan.name}</h3>
                </CardTitle>
                {plan.featured ? <Badge>Most chosen</Badge> : null}
              </div>
              <CardDescription>{plan.note}</CardDescription>
            </CardHeader>
            <CardContent>
              <p className="font-display text-3xl font-semibold tracking-tight">{plan.price}</p>
            </CardContent>
            <CardFooter>
              <Button className="w-full" variant={plan.featured ? "primary" : "outline"}>
                Choose {plan.name}
              </Button>
            </CardFooter>
          </Card>
        </StoryState>
      ))}
    </div>
  ),
};
