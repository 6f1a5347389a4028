// Visual project: the preview's annotations only (no axe run here; the storybook project does that).
import { setProjectAnnotations } from "@storybook/react-vite";
import * as preview from "./preview";

setProjectAnnotations([preview]);

// No transitions, animations or blinking carets: every screenshot is the settled frame.
const style = document.createElement("style");
style.textContent = `*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }`;
document.head.appendChild(style);

// Every self-hosted font face (all subsets) loaded before the first story: a face the browser would fetch lazily,
// on first use, could otherwise miss the first screenshots and make them depend on test order.
await Promise.all([...document.fonts].map((face) => face.load()));
