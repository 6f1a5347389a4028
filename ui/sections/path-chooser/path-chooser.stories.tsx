import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, waitFor } from "storybook/test";
import { pathChooserContent } from "../../../pages/content";
import { PathChooser } from "./path-chooser";

const meta = {
  title: "Sections/PathChooser",
  component: PathChooser,
  args: pathChooserContent,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PathChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stand-ins for the home sections the paths lead to, far enough down that reaching them needs a scroll. */
function DecoyTargets({ ids }: { ids: readonly string[] }) {
  return (
    <div>
      {ids.map((id) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-heading`}
          className="mt-[120vh] h-40 bg-secondary p-6 text-secondary-foreground"
        >
          <h2 id={`${id}-heading`}>Section #{id}</h2>
        </section>
      ))}
      <div className="h-[120vh]" />
    </div>
  );
}

async function topOf(id: string): Promise<number> {
  const target = document.getElementById(id);
  await expect(target).not.toBeNull();
  return target?.getBoundingClientRect().top ?? Number.NaN;
}

/** Two paths, one per audience. */
export const Default: Story = {};

/** Each card is a button named by its title and described by its blurb. */
export const NamesAndDescriptions: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const [eventPlanner] = pathChooserContent.paths;
    await expect(canvas.getByRole("button", { name: "I'm an Event Planner" })).toHaveAccessibleDescription(
      eventPlanner?.description ?? "(missing content)",
    );
    await expect(canvas.getByRole("button", { name: "I'm a Marketing Agency" })).toBeVisible();
  },
};

/**
 * On a phone, stacked: in each panel the words follow the title at the panel's own gap (stretched to the other panel's
 * two-line title, the first opened some 40 px between its title and its words).
 */
export const StackedOnPhoneChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const panels = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="path-card"]')];
    await expect(panels).toHaveLength(2);
    for (const panel of panels) {
      const title = panel.querySelector("button")!.getBoundingClientRect();
      const words = panel.querySelector('[data-slot="path-card-footer"]')!.getBoundingClientRect();
      await expect(words.top - title.bottom, panel.textContent).toBeLessThanOrEqual(16);
    }
  },
};

/**
 * With the page's sections below: each choice brings its section to 80 px under the top (room for the fixed nav)
 * and moves focus there, so the section is announced by its heading and Tab continues inside it.
 */
export const ScrollsToSection: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => (
    <>
      <PathChooser {...args} />
      <DecoyTargets ids={["event-automation", "business-automation"]} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    window.scrollTo({ top: 0, behavior: "instant" });

    await userEvent.click(canvas.getByRole("button", { name: "I'm an Event Planner" }));
    await waitFor(async () => expect(Math.abs((await topOf("event-automation")) - 80)).toBeLessThanOrEqual(1), {
      timeout: 5000,
    });
    await expect(window.scrollY).toBeGreaterThan(0);
    await expect(canvas.getByRole("region", { name: "Section #event-automation" })).toHaveFocus();

    window.scrollTo({ top: 0, behavior: "instant" });
    canvas.getByRole("button", { name: "I'm a Marketing Agency" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(async () => expect(Math.abs((await topOf("business-automation")) - 80)).toBeLessThanOrEqual(1), {
      timeout: 5000,
    });
    const target = canvas.getByRole("region", { name: "Section #business-automation" });
    await expect(target).toHaveFocus();
    await expect(target).toHaveAttribute("tabindex", "-1");
    window.scrollTo({ top: 0, behavior: "instant" });
  },
};

/** A path whose section is not on the page only logs a warning: nothing throws and nothing scrolls. */
export const MissingSection: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    window.scrollTo({ top: 0, behavior: "instant" });
    const warn = spyOn(console, "warn").mockImplementation(() => {});
    try {
      await userEvent.click(canvas.getByRole("button", { name: "I'm an Event Planner" }));
      await expect(warn).toHaveBeenCalledWith(expect.stringContaining('"event-automation"'));
      await expect(window.scrollY).toBe(0);
    } finally {
      warn.mockRestore();
    }
  },
};
