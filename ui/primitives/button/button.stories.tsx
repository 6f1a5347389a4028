import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Phone } from "lucide-react";
import { expect, fn } from "storybook/test";
import { ExternalLink } from "../external-link";
import { Button } from "./button";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "Book Free Workshop", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The primary action: one per view, for the thing the page wants done. */
export const Default: Story = {};

/** Every option of the button, to try in the Controls panel. */
export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { variant: "primary", size: "md", loading: false, disabled: false },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "outline", "ghost", "ink", "inverse", "inverse-outline", "destructive", "link"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    children: { control: "text" },
    asChild: { table: { disable: true } },
  },
};

/** Clicking calls `onClick` once; the button is reachable and operable by keyboard. */
export const ClickAndKeyboard: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Book Free Workshop" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Secondary emphasis, for the second action of a pair. */
export const Secondary: Story = { args: { variant: "secondary", children: "Contact Us" } };

/** Bordered, for actions on busy backgrounds. */
export const Outline: Story = { args: { variant: "outline", children: "Schedule Consultation" } };

/** Lowest emphasis. */
export const Ghost: Story = { args: { variant: "ghost", children: "Cancel" } };

/** Ink: strong but second to the view's vermilion action (the hero's demo card, beside Book Free Workshop). */
export const Ink: Story = { args: { variant: "ink", children: "Request a Demo Call" } };

/** For dark bands (the hero). */
export const Inverse: Story = {
  args: { variant: "inverse", children: "Talk to our assistant" },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-inverse p-6">
        <Story />
      </div>
    ),
  ],
};

/** Ends something (a call). */
export const Destructive: Story = { args: { variant: "destructive", children: "End Call" } };

/** Busy: spinner, `aria-busy`, and clicks are ignored. */
export const Loading: Story = {
  args: { loading: true, children: "Submitting..." },
};

/** What Loading shows, checked. */
export const LoadingChecks: Story = {
  ...Loading,
  tags: ["test-case", "!autodocs"],
  parameters: { ...Loading.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Submitting..." });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };

/** Three sizes and an icon-only button (which needs an accessible name). */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large <ArrowRight />
      </Button>
      <Button {...args} size="icon" aria-label="Start a call">
        <Phone />
      </Button>
    </div>
  ),
};

/** `asChild` renders a link with the button's look: right element, right semantics. */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild>
      <ExternalLink href="https://cal.example.com/parley/workshop">Book Free Workshop</ExternalLink>
    </Button>
  ),
};

/** What AsLink shows, checked. */
export const AsLinkChecks: Story = {
  ...AsLink,
  tags: ["test-case", "!autodocs"],
  parameters: { ...AsLink.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Book Free Workshop (opens in a new tab)" });
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Every variant side by side: one dense visual snapshot. */
export const All: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(["primary", "secondary", "outline", "ghost", "ink", "destructive", "link"] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <span className="flex gap-2 rounded-lg bg-inverse p-2 text-inverse-foreground">
        <Button {...args} variant="inverse">
          inverse
        </Button>
        <Button {...args} variant="inverse-outline">
          inverse-outline
        </Button>
      </span>
      <span className="flex gap-2 rounded-lg bg-primary p-2 text-primary-foreground">
        <Button {...args} variant="inverse">
          inverse
        </Button>
        <Button {...args} variant="inverse-outline">
          inverse-outline
        </Button>
      </span>
    </div>
  ),
};
