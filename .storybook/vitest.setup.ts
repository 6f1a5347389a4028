// Storybook project (every story is a test). The Vitest addon applies the project annotations itself (preview.tsx
// and the addons', so `parameters.a11y.test = "error"` fails a story on any axe violation). This file must not
// name that call at all, even in a comment: the addon searches the file's text for it and, finding it, applies none.
import { configure } from "storybook/test";

// A play function's waitFor/findBy give up after 1 s by default. The suite runs four browser projects beside the
// Node tests on 2 cores, where a dialog's 250 ms exit animation, its unmount and Radix's deferred focus return took
// over a second: the focus check then failed, and only CI's retry hid it. A state that never arrives still fails.
configure({ asyncUtilTimeout: 5000 });
