import * as React from "react";
import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";

/** Text for screen readers only (Radix VisuallyHidden): a name for an icon, context for a number. */
function VisuallyHidden(props: React.ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}

export { VisuallyHidden };
