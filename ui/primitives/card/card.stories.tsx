import type { Meta, StoryObj } from "@storybook/react-vite";
import { Check } from "lucide-react";
import { expect } from "storybook/test";
import { Badge } from "../badge";
import { Button } from "../button";
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

/** The card's layout and resting shadow, to try in the Controls panel. */
export const Playground: Story = {
  args: { layout: "parts", elevation: 1 },
  argTypes: {
    layout: { control: "inline-radio", options: ["parts", "none"] },
    elevation: { control: "inline-radio", options: [1, 2, 3] },
  },
};

/** Header, content and footer; the title is a real heading when given one through `asChild`. */
export const Default: Story = {
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

/** Three cards in a responsive grid, as on the pricing band. */
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
        { name: "Pilot", price: "£1,997", note: "One assistant, live in three weeks", featured: true },
        { name: "Scale", price: "Custom", note: "Every line, every event" },
      ].map((plan) => (
        <Card
          key={plan.name}
          {...args}
          elevation={plan.featured ? 3 : 1}
          className={plan.featured ? "border-primary" : undefined}
        >
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
      ))}
    </div>
  ),
};
