import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { callVignette, chatVignette, outreachVignette, registrationVignette } from "../../pages/content/vignettes";
import { CallVignette } from "./call-vignette";
import { ChatVignette } from "./chat-vignette";
import { OutreachVignette } from "./outreach-vignette";
import { RegistrationVignette } from "./registration-vignette";

/**
 * Small pictures of each service at work, drawn in HTML and CSS: use one beside the text that sells that service
 * (a home section, a page hero). Each is a single image to assistive technology, named by its `label`; the drawing
 * moves only when the visitor allows motion. Not for real data: the words are illustrative copy.
 */
const meta = {
  title: "UI/Vignettes",
  component: ChatVignette,
  parameters: { layout: "centered" },
  args: { copy: chatVignette },
} satisfies Meta<typeof ChatVignette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A website chatbot answering an attendee. */
export const Chat: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: chatVignette.label })).toBeVisible();
  },
};

/** A voice call with its waveform and live transcript. */
export const Call: Story = {
  render: () => <CallVignette copy={callVignette} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: callVignette.label })).toBeVisible();
  },
};

/** An outreach sequence, the reply it earned, and the meeting booked. */
export const Outreach: Story = {
  render: () => <OutreachVignette copy={outreachVignette} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: outreachVignette.label })).toBeVisible();
  },
};

/** An event's registration page filling up. */
export const Registration: Story = {
  render: () => <RegistrationVignette copy={registrationVignette} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: registrationVignette.label })).toBeVisible();
  },
};

/** The four side by side, each captioned with the service it shows. */
export const All: Story = {
  parameters: { layout: "padded" },
  render: () => (
    <div className="grid gap-8 md:grid-cols-2">
      {(
        [
          ["Chatbot", <ChatVignette key="chat" copy={chatVignette} />],
          ["Voice assistant", <CallVignette key="call" copy={callVignette} />],
          ["Outreach", <OutreachVignette key="outreach" copy={outreachVignette} />],
          ["Event website", <RegistrationVignette key="registration" copy={registrationVignette} />],
        ] as const
      ).map(([caption, vignette]) => (
        <div key={caption} className="flex flex-col gap-2">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{caption}</p>
          {vignette}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(4);
  },
};
