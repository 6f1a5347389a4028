import type { StoryContext } from "@storybook/react-vite";

type Canvas = StoryContext["canvas"];
type UserEvent = StoryContext["userEvent"];

/**
 * Story helper: on narrow screens the nav links sit behind the menu button, so open it the way a person would.
 * At desktop widths the button is not displayed and this does nothing.
 */
export async function revealNavLinks(canvas: Canvas, userEvent: UserEvent): Promise<void> {
  const toggle = canvas.queryByRole("button", { name: "Open menu" });
  if (toggle) await userEvent.click(toggle);
}
