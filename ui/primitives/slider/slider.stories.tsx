import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { StoryState } from "../../../.storybook/story-state";
import { Slider, type SliderProps } from "./slider";

/**
 * The bare Radix slider: track, filled range and thumbs, with no label or value text. Every thumb is named through
 * `thumbs` (`aria-label`, or `aria-labelledby` to a visible label) and can say its value in words
 * (`aria-valuetext`). Two thumbs make a range; `orientation="vertical"` stands it up. For a labelled field with its
 * value shown, use `SliderField`.
 */
const meta = {
  title: "UI/Slider",
  component: Slider,
  args: {
    min: 0,
    max: 100,
    step: 5,
    defaultValue: [40],
    thumbs: [{ "aria-label": "Volume" }],
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One thumb on a horizontal track. */
export const Default: Story = {};

/** The Playground's args: one thumb, so where it starts is one number rather than a list. */
type PlaygroundArgs = Omit<SliderProps, "defaultValue"> & { defaultValue: number };

/** Where the thumb starts, range, step and orientation, to try in the Controls panel. */
export const Playground: StoryObj<PlaygroundArgs> = {
  // Opens as Default does: no picture of its own (the visual tests skip Playgrounds by name too).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { defaultValue: 40 },
  argTypes: {
    defaultValue: {
      control: "number",
      description: "Where the one thumb starts (passed as `[value]`). Changing it starts the slider again from there.",
    },
    min: { control: "number" },
    max: { control: "number" },
    step: { control: "number" },
    disabled: { control: "boolean" },
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    inverted: { control: "boolean" },
    thumbs: { table: { disable: true } },
  },
  // `defaultValue` is read once, on mount: keyed on it, a new value from the Controls panel remounts the slider.
  render: ({ defaultValue, ...args }) => <Slider key={defaultValue} {...args} defaultValue={[defaultValue]} />,
};

/** Two thumbs pick a range; each says which end it is ("Lowest budget", "Highest budget") and its value. */
export const Range: Story = {
  args: {
    min: 500,
    max: 5000,
    step: 250,
    defaultValue: [1000, 3500],
    minStepsBetweenThumbs: 1,
    thumbs: [
      { "aria-label": "Lowest budget", "aria-valuetext": "$1,000" },
      { "aria-label": "Highest budget", "aria-valuetext": "$3,500" },
    ],
  },
};

/** Standing up: ↑ raises the value, ↓ lowers it. */
export const Vertical: Story = {
  args: { orientation: "vertical", defaultValue: [60], thumbs: [{ "aria-label": "Speaking volume" }] },
  decorators: [
    (Story) => (
      <div className="flex h-52 justify-center">
        <Story />
      </div>
    ),
  ],
};

/** Disabled: dimmed, and the keyboard does not move it. */
export const Disabled: Story = { args: { disabled: true } };

/** Single, range, disabled and vertical side by side, each labelled. */
export const All: Story = {
  render: () => (
    <div className="grid gap-8">
      <StoryState label="Single">
        <Slider defaultValue={[40]} step={5} thumbs={[{ "aria-label": "Volume" }]} />
      </StoryState>
      <StoryState label="Range">
        <Slider
          min={500}
          max={5000}
          step={250}
          defaultValue={[1000, 3500]}
          thumbs={[{ "aria-label": "Lowest budget" }, { "aria-label": "Highest budget" }]}
        />
      </StoryState>
      <StoryState label="Disabled">
        <Slider disabled defaultValue={[40]} thumbs={[{ "aria-label": "Volume, disabled" }]} />
      </StoryState>
      <StoryState label="Vertical">
        <div className="h-44">
          <Slider orientation="vertical" defaultValue={[60]} thumbs={[{ "aria-label": "Speaking volume" }]} />
        </div>
      </StoryState>
    </div>
  ),
};

/** A range by keyboard: each thumb moves on its own, keeps at least a step away from the other, and reports both. */
export const RangeKeyboard: Story = {
  ...Range,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const low = canvas.getByRole("slider", { name: "Lowest budget" });
    const high = canvas.getByRole("slider", { name: "Highest budget" });
    await expect(low).toHaveAttribute("aria-valuetext", "$1,000");
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([1250, 3500]);
    await userEvent.tab();
    await expect(high).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(high).toHaveAttribute("aria-valuenow", "1500");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([1250, 1500]);
    await userEvent.keyboard("{End}");
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([1250, 5000]);
  },
};

/** Vertical by keyboard: ↑ raises and ↓ lowers the value. */
export const VerticalKeyboard: Story = {
  ...Vertical,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole("slider", { name: "Speaking volume" });
    await expect(thumb).toHaveAttribute("aria-orientation", "vertical");
    thumb.focus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([65]);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "55");
  },
};

/** Disabled by keyboard: nothing moves, nothing is reported. */
export const DisabledKeyboard: Story = {
  ...Disabled,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole("slider", { name: "Volume" });
    thumb.focus();
    await userEvent.keyboard("{ArrowRight}{End}");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(thumb).toHaveAttribute("aria-valuenow", "40");
  },
};
