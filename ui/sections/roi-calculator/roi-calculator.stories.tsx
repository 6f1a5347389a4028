import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, mocked, waitFor, within } from "storybook/test";
import { cookieBannerCopy, roiCalculatorContent } from "../../../pages/content";
import { CookieBanner } from "../cookie-banner";
import type { SubmitResult } from "../../lib/submit-result";
import { RoiCalculator, type RoiSubmission } from "./roi-calculator";
import { roiInputKeys, type RoiInputs } from "./roi-math";

/** Every slider at one end of its range. */
const everySliderAt = (end: "min" | "max") =>
  Object.fromEntries(roiInputKeys.map((key) => [key, roiCalculatorContent.sliders[key][end]])) as RoiInputs;

const meta = {
  title: "Sections/RoiCalculator",
  component: RoiCalculator,
  parameters: { layout: "fullscreen" },
  args: {
    ...roiCalculatorContent,
    onSubmit: fn((_values: RoiSubmission) => Promise.resolve<SubmitResult>({ ok: true })),
  },
} satisfies Meta<typeof RoiCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

/** The figure a person reads next to a label in the results panel (a `dt` and its first `dd`). */
function figure(canvas: Canvas, label: string): string | null | undefined {
  return canvas.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
}

async function expectFigures(
  canvas: Canvas,
  expected: {
    payback: string;
    projected: string;
    current: string;
    revenue: string;
    hours: string;
    savings: string;
    /** The sentence under the first-year chart. */
    firstYear: string;
  },
) {
  await waitFor(() => expect(figure(canvas, "Payback period")).toBe(expected.payback));
  await expect(figure(canvas, "Projected registrations")).toBe(expected.projected);
  await expect(canvas.getByText(`from ${expected.current} today`)).toBeVisible();
  await expect(figure(canvas, "Extra revenue")).toBe(expected.revenue);
  await expect(figure(canvas, "Admin hours saved")).toBe(expected.hours);
  await expect(figure(canvas, "Monthly savings")).toBe(expected.savings);
  await expect(canvas.getByText(expected.firstYear, { selector: "figcaption" })).toBeVisible();
}

const slider = (canvas: Canvas, name: string) => canvas.getByRole("slider", { name });

/** The documented defaults, kept as given (off the step grid), and the figures they produce. */
export const Default: Story = {};

/** Each slider's range, default and spoken value, and the figures the defaults produce. */
export const DocumentedDefaults: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const expected = [
      ["Monthly attendees", "50", "1000", "237", "237 attendees"],
      ["Registration rate %", "3", "25", "11", "11%"],
      ["Ticket value $", "25", "250", "89", "$89"],
      ["Admin hours", "5", "60", "23", "23 hours"],
      ["Hourly staff cost $", "12", "35", "19", "$19 per hour"],
    ] as const;
    for (const [name, min, max, now, text] of expected) {
      const thumb = slider(canvas, name);
      await expect(thumb).toHaveAttribute("aria-valuemin", min);
      await expect(thumb).toHaveAttribute("aria-valuemax", max);
      await expect(thumb).toHaveAttribute("aria-valuenow", now);
      await expect(thumb).toHaveAttribute("aria-valuetext", text);
    }
    // 237 × 11 % = 26.07 → × 1.27 = 33.11; uplift 7.04 × $89 = $626; 23 × 0.41 = 9.43 h; 9.43 × $19 + $62.65 = $242.
    await expectFigures(canvas, {
      payback: "8.3 months",
      projected: "33",
      current: "26",
      revenue: "$626",
      hours: "9.4 hours",
      savings: "$242",
      // $241.82 a month passes $1,997 in month 9 (8 months: $1,934.53); 12 months $2,901.79 − $1,997 = $904.79.
      firstYear: "Setup paid back in month 9, and $905 ahead by month 12.",
    });
  },
};

/**
 * Arrow keys from an off-grid default land on the neighbouring grid point; End reaches an off-grid maximum;
 * every step recalculates the figures.
 */
export const KeyboardSteps: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent }) => {
    const attendees = slider(canvas, "Monthly attendees");
    await userEvent.click(attendees);
    await userEvent.keyboard("{ArrowRight}");
    await expect(attendees).toHaveAttribute("aria-valuenow", "250");
    await expect(attendees).toHaveAttribute("aria-valuetext", "250 attendees");
    // 250 × 11 % = 27.5 → 34.925; uplift 7.425 × $89 = $660.83; $179.17 + $66.08 = $245.25; 1997 / 245.25 = 8.14.
    await expectFigures(canvas, {
      payback: "8.1 months",
      projected: "35",
      current: "28",
      revenue: "$661",
      hours: "9.4 hours",
      savings: "$245",
      // $245.25 a month: 8 months $1,962.02, 9 months $2,207.27; 12 months $2,943.03 − $1,997 = $946.03.
      firstYear: "Setup paid back in month 9, and $946 ahead by month 12.",
    });

    const ticket = slider(canvas, "Ticket value $");
    await userEvent.click(ticket);
    await userEvent.keyboard("{ArrowLeft}");
    await expect(ticket).toHaveAttribute("aria-valuenow", "85");

    const cost = slider(canvas, "Hourly staff cost $");
    await userEvent.click(cost);
    await userEvent.keyboard("{ArrowRight}");
    await expect(cost).toHaveAttribute("aria-valuenow", "21");

    const hours = slider(canvas, "Admin hours");
    await userEvent.click(hours);
    await userEvent.keyboard("{End}");
    await expect(hours).toHaveAttribute("aria-valuenow", "60");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(hours).toHaveAttribute("aria-valuenow", "59");
    await userEvent.keyboard("{ArrowRight}");
    await expect(hours).toHaveAttribute("aria-valuenow", "60");

    const rate = slider(canvas, "Registration rate %");
    await userEvent.click(rate);
    await userEvent.keyboard("{Home}");
    await expect(rate).toHaveAttribute("aria-valuenow", "3");

    // 250 × 3 % = 7.5 → 9.525; uplift 2.025 × $85 = $172.13; 60 × 0.41 = 24.6 h × $21 = $516.60 + $17.21 = $533.81;
    // 1997 / 533.81 = 3.74.
    await expectFigures(canvas, {
      payback: "3.7 months",
      projected: "10",
      current: "8",
      revenue: "$172",
      hours: "24.6 hours",
      savings: "$534",
      // $533.81 a month: 3 months $1,601.44, 4 months $2,135.25; 12 months $6,405.75 − $1,997 = $4,408.75.
      firstYear: "Setup paid back in month 4, and $4,409 ahead by month 12.",
    });
  },
};

const allSliders = [
  "Monthly attendees",
  "Registration rate %",
  "Ticket value $",
  "Admin hours",
  "Hourly staff cost $",
] as const;

/** Every slider at its minimum: the smallest business the calculator models pays back in 78 months. */
export const Minimums: Story = {
  args: { initialInputs: everySliderAt("min") },
};

/** Home on every slider reaches that state and its figures. */
export const MinimumsByKeyboard: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    for (const name of allSliders) {
      await userEvent.click(slider(canvas, name));
      await userEvent.keyboard("{Home}");
    }
    // 50 × 3 % = 1.5 → 1.905; uplift 0.405 × $25 = $10.13; 5 × 0.41 = 2.05 h × $12 = $24.60 + $1.01 = $25.61.
    await expectFigures(canvas, {
      payback: "78.0 months",
      projected: "2",
      current: "2",
      revenue: "$10",
      hours: "2.1 hours",
      savings: "$26",
      // 12 × $25.6125 = $307.35, $1,689.65 short of the setup.
      firstYear: "$1,690 of the setup still to recover after 12 months.",
    });
  },
};

/** Every slider at its maximum: the largest business pays back in under a month. */
export const Maximums: Story = {
  args: { initialInputs: everySliderAt("max") },
};

/** End on every slider reaches that state and its figures. */
export const MaximumsByKeyboard: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    for (const name of allSliders) {
      await userEvent.click(slider(canvas, name));
      await userEvent.keyboard("{End}");
    }
    // 1000 × 25 % = 250 → 317.5; uplift 67.5 × $250 = $16,875; 60 × 0.41 = 24.6 h × $35 = $861 + $1,687.50.
    await expectFigures(canvas, {
      payback: "0.8 months",
      projected: "318",
      current: "250",
      revenue: "$16,875",
      hours: "24.6 hours",
      savings: "$2,549",
      // $2,548.50 covers the setup in month 1; 12 × $2,548.50 = $30,582 − $1,997 = $28,585.
      firstYear: "Setup paid back in month 1, and $28,585 ahead by month 12.",
    });
  },
};

const emailBox = (canvas: Canvas) => canvas.getByRole("textbox", { name: "Work email" });
const sendButton = (canvas: Canvas) => canvas.getByRole("button", { name: "Email my estimate" });

/** The email must contain @: empty and malformed addresses are refused with a message, nothing is sent. */
export const EmailValidation: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    const email = emailBox(canvas);
    await userEvent.click(sendButton(canvas));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      "We will send your figures and, now and then, a short note on AI automation for events. Email is required",
    );
    await expect(email).toHaveFocus();
    await userEvent.type(email, "maya.northlight.events");
    await userEvent.click(sendButton(canvas));
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, "maya@northlight.events");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("Please enter a valid email address")).toBeNull();
  },
};

/** A valid email sends the address with the estimate on screen (inputs and figures), then the field resets. */
export const SubmitsEstimate: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(slider(canvas, "Monthly attendees"));
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.type(emailBox(canvas), "maya@northlight.events");
    await userEvent.click(sendButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const [submission] = mocked(args.onSubmit).mock.calls[0] ?? [];
    await expect(submission?.email).toBe("maya@northlight.events");
    await expect(submission?.estimate.inputs).toEqual({
      attendees: 250,
      registrationRate: 11,
      ticketValue: 89,
      adminHours: 23,
      staffCost: 19,
    });
    // The figures behind what was on screen: 250 × 11 % = 27.5 → 34.925; uplift 7.425 × $89; 9.43 h.
    const results = submission?.estimate.results;
    await expect(results?.currentRegistrations).toBeCloseTo(27.5, 9);
    await expect(results?.projectedRegistrations).toBeCloseTo(34.925, 9);
    await expect(results?.extraRegistrations).toBeCloseTo(7.425, 9);
    await expect(results?.extraRevenue).toBeCloseTo(660.825, 9);
    await expect(results?.hoursSaved).toBeCloseTo(9.43, 9);
    await expect(results?.monthlySavings).toBeCloseTo(245.2525, 9);
    await expect(results?.paybackMonths).toBeCloseTo(1997 / 245.2525, 9);
    await waitFor(() => expect(emailBox(canvas)).toHaveValue(""));
  },
};

/**
 * Sent with the keyboard alone: Enter in the field sends, focus moves to the thank-you (a status, never
 * <body>), and the thank-you goes once the visitor edits the address again.
 */
export const SentWithKeyboard: Story = {
  tags: ["test-case", "!autodocs"],
  play: async ({ canvas, userEvent, args }) => {
    emailBox(canvas).focus();
    await userEvent.keyboard("maya@northlight.events{Enter}");
    const confirmation = canvas.getByRole("status");
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(confirmation).toHaveTextContent(
      "ROI estimate saved! You'll receive updates on AI automation insights.",
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.type(emailBox(canvas), "m");
    await expect(confirmation).toBeEmptyDOMElement();
  },
};

/** While the page saves: the field is disabled and the button reads 'Sending...'. */
export const Sending: Story = {
  args: { initialEmailState: { values: { email: "maya@northlight.events" }, pending: true } },
};

/** A send the page has not answered yet reaches that state. */
export const SendingAfterSubmit: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { onSubmit: fn((_values: RoiSubmission) => new Promise<SubmitResult>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(emailBox(canvas), "maya@northlight.events");
    await userEvent.click(sendButton(canvas));
    const button = await canvas.findByRole("button", { name: "Sending..." });
    await expect(button).toBeDisabled();
    await expect(emailBox(canvas)).toBeDisabled();
  },
};

/** The page could not save: its message is shown as an alert and the address is kept for another try. */
export const SubmitFailed: Story = {
  args: {
    initialEmailState: {
      values: { email: "maya@northlight.events" },
      formMessage: "We could not save your email just now.",
    },
  },
};

/** A refused send reaches that state, and the button is ready for another try. */
export const SubmitFailedOnSend: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    onSubmit: fn((_values: RoiSubmission) =>
      Promise.resolve<SubmitResult>({ ok: false, message: "We could not save your email just now." }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(emailBox(canvas), "maya@northlight.events");
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("We could not save your email just now.");
    await expect(emailBox(canvas)).toHaveValue("maya@northlight.events");
    await expect(sendButton(canvas)).toBeEnabled();
  },
};

/** The results panel's figures open it and its assumptions close it, whatever its height; its small print is 14 px. */
async function expectResultsPanelLayout(canvas: Canvas) {
  const heading = canvas.getByRole("heading", { level: 3, name: roiCalculatorContent.copy.results.title });
  const panel = heading.closest<HTMLElement>("[data-slot='roi-results']")!;
  const assumptions = canvas.getByText(roiCalculatorContent.copy.results.assumptions);
  const padding = Number.parseFloat(getComputedStyle(panel).paddingTop);
  const box = () => ({
    panel: panel.getBoundingClientRect(),
    heading: heading.getBoundingClientRect(),
    assumptions: assumptions.getBoundingClientRect(),
  });
  const start = box();
  // The figures open the panel and the assumptions close it, whatever the panel's height.
  await expect(start.heading.top - start.panel.top).toBeCloseTo(padding, 0);
  await expect(start.panel.bottom - start.assumptions.bottom).toBeCloseTo(padding, 0);
  // The small print is read before anyone trusts the figures: 14 px, not the 12-13 px a reviewer squinted at.
  for (const note of [assumptions, ...panel.querySelectorAll("[data-slot='roi-figure'] dd + dd")])
    await expect(Number.parseFloat(getComputedStyle(note).fontSize), note.textContent).toBeGreaterThanOrEqual(14);
}

/**
 * The results panel, laid out on purpose: on a laptop it spans the sliders and the email card beside it, with
 * the figures and the first year's chart at its top and the assumptions at its foot.
 */
export const ResultsPanelLayoutChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: ({ canvas }) => expectResultsPanelLayout(canvas),
};

/** The same on a phone: the panel as tall as its content, the figures first and the assumptions last. */
export const ResultsPanelOnPhoneChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: ({ canvas }) => expectResultsPanelLayout(canvas),
};

/** Further down a page, as on the home page, so the card's top can be in view while its foot is not. */
const belowFirstScreen: Decorator = (Story) => (
  <>
    <div className="h-dvh" />
    <Story />
  </>
);

/**
 * Phone: the sliders' card opens with its first slider (nothing reserved above it) and ends with a link to the figures
 * with the live payback. While the card's foot is below the window the link floats at the window's foot, following
 * each slider; it comes to rest under the last slider, right above the figures' panel it leads to.
 */
export const PhoneJumpToEstimate: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  decorators: [belowFirstScreen],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const jump = canvas.getByRole<HTMLAnchorElement>("link", { name: "Payback period 8.3 months" });
    const card = slider(canvas, "Monthly attendees").closest<HTMLElement>('[data-slot="roi-inputs"]')!;
    const fields = [...card.querySelectorAll<HTMLElement>('[data-slot="slider-field"]')];
    const box = (element: Element) => element.getBoundingClientRect();
    // From the card's edge to its content: its border and padding.
    const inset = (side: "Top" | "Bottom") =>
      card.clientTop + Number.parseFloat(getComputedStyle(card)[`padding${side}`]);

    // At rest, with the card's foot in view: the card's last row, under the last slider, and nothing above the first.
    card.scrollIntoView({ block: "end" });
    await expect(card.lastElementChild).toBe(jump);
    await expect(box(fields[0]!).top - box(card).top).toBeCloseTo(inset("Top"), 0);
    await expect(box(jump).top).toBeGreaterThanOrEqual(box(fields.at(-1)!).bottom);
    await expect(box(card).bottom - box(jump).bottom).toBeCloseTo(inset("Bottom"), 0);

    // The card's top in view and its foot below the window: the link floats within the window, above the card's foot.
    window.scrollBy(0, box(card).top - window.innerHeight / 2);
    await expect(box(card).top).toBeLessThan(window.innerHeight);
    await expect(box(card).bottom).toBeGreaterThan(window.innerHeight);
    await expect(box(jump).top).toBeGreaterThanOrEqual(0);
    await expect(box(jump).bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box(card).bottom - box(jump).bottom).toBeGreaterThan(inset("Bottom"));

    // It follows the sliders: $35 an hour gives 9.43 h × $35 = $330.05 + $62.65 = $392.70; 1997 / 392.70 = 5.09.
    slider(canvas, "Hourly staff cost $").focus();
    await userEvent.keyboard("{End}");
    await expect(await canvas.findByRole("link", { name: "Payback period 5.1 months" })).toBe(jump);

    // A plain fragment link (it works before the script) to the figures' panel; following it would leave the test's
    // frame, so the test checks where it leads.
    await expect(jump.getAttribute("href")).toMatch(/^#/);
    const target = canvasElement.ownerDocument.getElementById(jump.hash.slice(1));
    await expect(target).toHaveAttribute("data-slot", "roi-results");
    await expect(target).toContainElement(
      canvas.getByRole("heading", { level: 3, name: roiCalculatorContent.copy.results.title }),
    );
  },
};

/**
 * Phone, with the cookie banner up (fixed at the foot of the window): the floating link rides above the banner, and a
 * thumb the keyboard brings into view stops above the link, not behind it.
 */
export const PhoneJumpAboveCookieBannerChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "mobile" } },
  parameters: { chromatic: { disableSnapshot: true } },
  decorators: [
    belowFirstScreen,
    (Story) => (
      <>
        <Story />
        <CookieBanner copy={cookieBannerCopy} policyHref="/privacy-policy" onAccept={fn()} onDecline={fn()} />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const jump = canvas.getByRole<HTMLAnchorElement>("link", { name: /^Payback period/ });
    const banner = within(canvasElement.ownerDocument.body).getByRole("region", { name: cookieBannerCopy.regionLabel });
    const card = jump.closest<HTMLElement>('[data-slot="roi-inputs"]')!;
    const box = (element: Element) => element.getBoundingClientRect();

    // The card's top in view and its foot below the window: the link floats, clear above the banner.
    window.scrollBy(0, box(card).top - window.innerHeight / 2);
    await waitFor(() => expect(box(jump).bottom).toBeLessThanOrEqual(box(banner).top));

    // Each thumb keeps, below it when scrolled into view, room for the floating link and all under it.
    const below = window.innerHeight - box(jump).top;
    for (const thumb of canvas.getAllByRole("slider"))
      await expect(Number.parseFloat(getComputedStyle(thumb).scrollMarginBottom)).toBeGreaterThanOrEqual(below);
  },
};

/** The same on a laptop: the figures' panel is beside the sliders, so no link to it is drawn. */
export const NoJumpToEstimateOnLaptopChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: /Payback period/ })).toBeNull();
  },
};

/**
 * On a laptop the email card under the sliders keeps its own height, its form inset as the sliders are: stretched to
 * the results panel's foot, its form floated in twice their padding. It never runs past the panel.
 */
export const EmailCardAtItsOwnHeightChecks: Story = {
  tags: ["test-case", "!autodocs"],
  globals: { viewport: { value: "desktop" } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="roi-results"]')!;
    const sliders = canvasElement.querySelector<HTMLElement>('[data-slot="roi-inputs"]')!;
    const form = canvas.getByRole("form");
    const emailCard = form.closest<HTMLElement>('[data-slot="card"]')!;
    const inset = (outer: HTMLElement, inner: Element) =>
      inner.getBoundingClientRect().top - outer.getBoundingClientRect().top;
    await expect(inset(emailCard, form)).toBeCloseTo(inset(sliders, sliders.firstElementChild!), 0);
    await expect(emailCard.getBoundingClientRect().bottom).toBeLessThanOrEqual(panel.getBoundingClientRect().bottom);
  },
};
