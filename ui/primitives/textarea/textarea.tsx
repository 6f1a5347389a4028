import * as React from "react";
import { cn } from "../../lib/cn";
import { textControlClasses } from "../input";

/** A styled native textarea that grows with its content (field-sizing) from three lines. */
function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(textControlClasses, "field-sizing-content min-h-28 resize-y py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}

export { Textarea };
