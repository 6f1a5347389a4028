import * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";

/** A form label (Radix Label: clicking it focuses its control; double-click never selects the text). */
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "flex items-center gap-1 text-sm leading-none font-medium text-foreground select-none",
        "peer-disabled:cursor-not-allowed peer-disabled:opacity-55",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
