import type { Preview } from "@storybook/react-vite";
import { ReducedMotionProvider } from "../ui/lib/reduced-motion";
import { contentControlsOff } from "./content-controls";
import "../ui/styles/globals.css";
import "./docs-lists.css";
import "./docs-frames.css";

const preview: Preview = {
  tags: ["autodocs"],
  argTypesEnhancers: [contentControlsOff],
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test (Vitest addon), locally and in CI.
    a11y: { test: "error" },
    options: {
      storySort: {
        order: ["Foundations", ["Introduction", "Tokens", "Typography", "Motion", "*"], "UI", "Sections", "Pages", "*"],
      },
    },
    viewport: {
      options: {
        mobile: { name: "Mobile 390", styles: { width: "390px", height: "844px" } },
        desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "800px" } },
      },
    },
    // The same two widths as the offline snapshots, and like them with reduced motion: the settled frame.
    chromatic: {
      modes: { mobile: { viewport: "mobile" }, desktop: { viewport: "desktop" } },
      prefersReducedMotion: "reduce",
    },
  },
  decorators: [
    // `parameters.motion: "reduce"` pins a story to its reduced-motion rendering; otherwise the OS decides.
    (Story, { parameters }) =>
      parameters.motion === "reduce" ? (
        <ReducedMotionProvider reduced>
          <Story />
        </ReducedMotionProvider>
      ) : (
        <Story />
      ),
  ],
};

export default preview;
