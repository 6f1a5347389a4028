import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { replyWaitVignette } from "../../pages/content/vignettes";
import { ReplyWaitVignette } from "./reply-wait-vignette";

/**
 * One enquiry and how long it waits each way, on a four-day axis: a Friday evening's question answered on Monday by an
 * inbox, and within seconds by an assistant. A diagram drawn in HTML and CSS (no window frame: it is not a product
 * screen), for a statement that needs a picture, such as About's mission and vision. Each reply is real text; the
 * axis and bars are hidden from assistive technology.
 */
const meta = {
  title: "UI/Vignettes/ReplyWaitVignette",
  component: ReplyWaitVignette,
  parameters: { layout: "padded" },
  args: { copy: replyWaitVignette },
} satisfies Meta<typeof ReplyWaitVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As About shows it, across the width under the mission and vision. */
export const Default: Story = {};

/** What Default shows, checked: a figure named by its caption, the enquiry and each reply in words. */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("figure", { name: replyWaitVignette.caption })).toBeVisible();
    await expect(canvas.getByText(replyWaitVignette.enquiry.text)).toBeVisible();
    for (const reply of replyWaitVignette.replies) {
      await expect(canvas.getByText(reply.label)).toBeVisible();
      await expect(canvas.getByText(reply.wait)).toBeVisible();
    }
  },
};

/**
 * The drawing follows the hours, checked: each bar starts under the sent time and ends at its reply's hour on the
 * four-day axis, so the inbox's runs across the shaded weekend and the assistant's is a point; each track shades the
 * closed days, and no reply's words sit on the shade.
 */
export const GeometryChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const barElements = [...canvasElement.querySelectorAll('[data-slot="reply-wait-bar"]')];
    const bars = barElements.map((bar) => bar.getBoundingClientRect());
    const axis = barElements[0]!.parentElement!.getBoundingClientRect();
    const at = (hour: number) => axis.left + (hour / 96) * axis.width;
    for (const [index, reply] of replyWaitVignette.replies.entries()) {
      await expect(Math.abs(bars[index]!.left - at(replyWaitVignette.sentHour))).toBeLessThan(1);
      await expect(Math.abs(bars[index]!.right - at(reply.hour))).toBeLessThan(1);
    }
    const closed = [...barElements[0]!.parentElement!.querySelectorAll('[data-slot="reply-wait-closed"]')].map((day) =>
      day.getBoundingClientRect(),
    );
    await expect(closed).toHaveLength(replyWaitVignette.closedDays.length);
    // The inbox's wait spans both closed days; the assistant's ends before the first.
    await expect(bars[0]!.left).toBeLessThan(closed[0]!.left);
    await expect(bars[0]!.right).toBeGreaterThan(closed.at(-1)!.right);
    await expect(bars[1]!.right).toBeLessThan(closed[0]!.left);
    // No reply's words sit on a shade (on a phone they run across the closed days' columns).
    const shades = [...canvasElement.querySelectorAll('[data-slot="reply-wait-closed"]')].map((shade) =>
      shade.getBoundingClientRect(),
    );
    const words = canvasElement.querySelectorAll('[data-slot="reply-wait-reply"] > :not([aria-hidden="true"])');
    for (const word of [...words].map((element) => element.getBoundingClientRect())) {
      const overlapping = shades.filter(
        (shade) =>
          shade.left < word.right && word.left < shade.right && shade.top < word.bottom && word.top < shade.bottom,
      );
      await expect(overlapping).toEqual([]);
    }
  },
};
