import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PackagePicker } from "./package-picker";

const meta = {
  title: "UI/PackagePicker",
  component: PackagePicker,
  args: { label: "Package to show", names: ["Starter", "Growth", "Pro"], defaultIndex: 1 },
  decorators: [
    (Story) => (
      <div className="max-w-md bg-muted p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PackagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three packages, the popular one picked: Pricing and the package table show it alone on a phone. */
export const Default: Story = {};

export const Playground: Story = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  argTypes: {
    names: { control: "object" },
    defaultIndex: { control: { type: "number", min: 0, max: 3 } },
    label: { control: "text" },
  },
};

/** A radio group named by its legend: a click or the arrow keys move the pick, one package at a time. */
export const DefaultChecks: Story = {
  ...Default,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole("group", { name: "Package to show" });
    const radios = within(group).getAllByRole("radio");
    await expect(radios.map((radio) => radio.getAttribute("data-pick"))).toEqual(["0", "1", "2"]);
    await expect(within(group).getByRole("radio", { name: "Growth" })).toBeChecked();
    await userEvent.click(within(group).getByRole("radio", { name: "Starter" }));
    await expect(within(group).getByRole("radio", { name: "Starter" })).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(group).getByRole("radio", { name: "Growth" })).toBeChecked();
    await expect(within(group).getByRole("radio", { name: "Growth" })).toHaveFocus();
  },
};
