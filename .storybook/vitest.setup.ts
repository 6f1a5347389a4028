// Storybook project (every story is a test): project annotations, including the a11y addon's, so
// `parameters.a11y.test = "error"` fails a story on any axe violation.
import { setProjectAnnotations } from "@storybook/react-vite";
import * as a11yAddon from "@storybook/addon-a11y/preview";
import { configure } from "storybook/test";
import * as preview from "./preview";

setProjectAnnotations([a11yAddon, preview]);

// A play function's waitFor/findBy give up after 1 s by default. The suite runs four browser projects beside the
// Node tests on 2 cores, where a dialog's 250 ms exit animation, its unmount and Radix's deferred focus return took
// over a second: the focus check then failed, and only CI's retry hid it. A state that never arrives still fails.
configure({ asyncUtilTimeout: 5000 });
