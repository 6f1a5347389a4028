import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { teamVignette } from "../../pages/content/vignettes";
import { TeamVignette } from "./team-vignette";

/**
 * A client rollout as our team runs it, drawn as a plan: the stages over the weeks, a lane for each named person with
 * their tasks as bars, and a line where the rollout stands. A picture of the service at work, drawn in HTML and CSS:
 * narrow beside or under a heading, `wide` at a page's width (About's opening). One image to assistive technology,
 * named by its copy's `label`.
 */
const meta = {
  title: "UI/Vignettes/TeamVignette",
  component: TeamVignette,
  parameters: { layout: "centered" },
  args: { copy: teamVignette },
} satisfies Meta<typeof TeamVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Narrow, as on a phone: each person's name over their lane. */
export const Default: Story = {};

/** At a page's width, as About opens: the names in a column of their own beside the lanes. */
export const Wide: Story = {
  args: { wide: true },
  decorators: [
    (Story) => (
      <div className="w-[64rem] max-w-[calc(100vw-2rem)]">
        <Story />
      </div>
    ),
  ],
};

const tasks = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-slot="team-vignette-task"]')];

/**
 * What Default shows on a phone, checked: one picture, named for assistive technology; every task's name whole on one
 * line inside its bar (a week is about 75 px here: 'Map FAQs' and 'Launch calls' broke in two); the names over the
 * lanes; and one line, unbroken, down all three lanes where the rollout stands (a piece in each lane left gaps at the
 * names between them).
 */
export const DefaultChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("img", { name: teamVignette.label })).toBeVisible();
    await expectTasksWhole(canvasElement);
    const bars = tasks(canvasElement);
    for (const bar of bars) await expect(bar.getBoundingClientRect().height, bar.textContent).toBeLessThanOrEqual(32);
    const name = canvas.getByText("Maya Chen").getBoundingClientRect();
    await expect(bars[0]!.getBoundingClientRect().top).toBeGreaterThan(name.bottom);
    const lines = canvasElement.querySelectorAll('[data-slot="team-vignette-now-line"]');
    await expect(lines).toHaveLength(1);
    const line = lines[0]!.getBoundingClientRect();
    await expect(line.top).toBeLessThanOrEqual(bars[0]!.getBoundingClientRect().top);
    await expect(line.bottom).toBeGreaterThanOrEqual(bars.at(-1)!.getBoundingClientRect().bottom);
  },
};

/**
 * What Wide shows, checked: each name beside its lane; the bars in the weeks their copy gives (a week's share of the
 * lane); the line where the rollout stands drawn under the bars, so it never crosses a task's name.
 */
export const WideChecks: Story = {
  ...Wide,
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    await expectTasksWhole(canvasElement);
    const bars = tasks(canvasElement);
    const name = canvas.getByText("Maya Chen").getBoundingClientRect();
    await expect(bars[0]!.getBoundingClientRect().left).toBeGreaterThan(name.right);
    const lane = bars[0]!.parentElement!.getBoundingClientRect();
    const week = lane.width / 4;
    const planned = teamVignette.people.flatMap((person) => person.tasks);
    for (const [index, bar] of bars.entries()) {
      const [from, to] = planned[index]!.weeks;
      const box = bar.getBoundingClientRect();
      await expect(Math.abs(box.left - (lane.left + from * week)), bar.textContent).toBeLessThan(1);
      await expect(Math.abs(box.right - (lane.left + to * week)), bar.textContent).toBeLessThan(1);
    }
    const line = canvasElement.querySelector('[data-slot="team-vignette-now-line"]')!.getBoundingClientRect();
    await expect(Math.abs(line.left + line.width / 2 - (lane.left + teamVignette.now.at * week))).toBeLessThan(1);
    const now = bars.find((bar) => bar.dataset.state === "now")!;
    const middle = now.getBoundingClientRect();
    const hit = document.elementFromPoint(line.left + line.width / 2, middle.top + middle.height / 2);
    await expect(now.contains(hit)).toBe(true);
  },
};

/** Every task's name fits its bar: nothing cut, nothing spilling out. */
async function expectTasksWhole(root: HTMLElement) {
  for (const bar of tasks(root)) {
    await expect(bar.scrollWidth, bar.textContent).toBeLessThanOrEqual(bar.clientWidth);
    const text = document.createRange();
    text.selectNodeContents(bar);
    await expect(text.getBoundingClientRect().right, bar.textContent).toBeLessThanOrEqual(
      bar.getBoundingClientRect().right,
    );
  }
}
