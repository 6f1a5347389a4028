import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { consultationContent } from "../../../pages/content";
import { ConsultationCta } from "./consultation-cta";

const meta = {
  title: "Sections/ConsultationCta",
  component: ConsultationCta,
  parameters: { layout: "fullscreen" },
  args: consultationContent,
} satisfies Meta<typeof ConsultationCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `#consultation` band: what the call gives, and one action that books it. */
export const Default: Story = {};

/** A region named by its heading; its one link opens the scheduling page in a new tab and says so. */
export const BookingLink: Story = {
  tags: ["test-case", "!autodocs"],
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const section = canvas.getByRole("region", { name: "Not sure where AI fits into your events?" });
    await expect(canvasElement.querySelector("#consultation")).toBe(section);
    const link = canvas.getByRole("link", { name: "Book Free Workshop (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", args.bookingHref);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};
