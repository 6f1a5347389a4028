import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Monogram } from "./monogram";

const meta = {
  title: "UI/Monogram",
  component: Monogram,
  args: { name: "Aisha Rahman", size: "md" },
} satisfies Meta<typeof Monogram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named client's drawn portrait, the size used beside a name. */
export const Default: Story = {};

/** Every option of the monogram, to try in the Controls panel. */
export const Playground: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  argTypes: {
    name: { control: "text" },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    tone: { control: "select", options: [undefined, "secondary", "accent", "clay", "primary", "inverse"] },
  },
};

/** Large, on a delegate badge. */
export const Large: Story = { args: { size: "lg" } };

/** The people the home page names, each in the colour their name picks. */
export const All: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-6">
      {["Aisha Rahman", "Daniel Hughes", "Megan Price", "Ravi Patel"].map((name) => (
        <li key={name} className="flex items-center gap-3 text-sm font-semibold">
          <Monogram name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
};

/** Chosen tones: people shown side by side each in their own colour, whatever their names pick. */
export const Tones: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-6">
      {(["secondary", "accent", "clay", "primary", "inverse"] as const).map((tone) => (
        <li key={tone} className="flex items-center gap-3 text-sm font-semibold">
          <Monogram name="Maya Chen" tone={tone} />
          {tone}
        </li>
      ))}
    </ul>
  ),
};

/** A chosen tone wins over the name's own. */
export const ToneChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { name: "Maya Chen", tone: "inverse" },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("[data-slot=monogram]")!;
    // Maya Chen's name picks the clay tone.
    await expect(svg).toHaveAttribute("data-tone", "inverse");
    await expect(svg).toHaveClass("fill-inverse");
  },
};

/** Hidden from assistive technology (the name beside it is read), with two initials. */
export const Outline: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("[data-slot=monogram]");
    await expect(svg).toHaveAttribute("aria-hidden", "true");
    await expect(svg).toHaveTextContent("AR");
  },
};
