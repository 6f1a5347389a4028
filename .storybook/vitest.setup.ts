// Storybook project (every story is a test): project annotations, including the a11y addon's, so
// `parameters.a11y.test = "error"` fails a story on any axe violation.
import { setProjectAnnotations } from "@storybook/react-vite";
import * as a11yAddon from "@storybook/addon-a11y/preview";
import * as preview from "./preview";

setProjectAnnotations([a11yAddon, preview]);
