import * as React from "react";
import { cn } from "../../lib/cn";
import { textControlClasses } from "../input";

/**
 * Several lines of free text, such as the contact form's message. A styled native textarea that grows with its
 * content from three lines, so nothing typed scrolls out of sight.
 *
 * **When not to use it.** For a single value (a name, an address) use `Input`: a big box invites a long answer.
 *
 * **Do**
 * - Inside a `Field` whose label asks an open question: `<Field label="How can we help?"><Textarea rows={5} /></Field>`.
 *
 * **Don't**
 * - Fix its height with CSS: it then hides what the visitor wrote.
 */
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
