import * as React from "react";
import { cn } from "../../lib/cn";

/** Shared look of single- and multi-line text controls (Input, Textarea), so the two never drift apart. */
const textControlClasses = [
  "w-full min-w-0 rounded-lg border border-input bg-card px-3.5 text-base text-foreground shadow-1 md:text-sm",
  "placeholder:text-placeholder selection:bg-primary selection:text-primary-foreground",
  "transition-[border-color,box-shadow] duration-(--duration-fast) outline-none",
  "hover:border-foreground/30 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-55",
  "aria-invalid:border-destructive aria-invalid:ring-[3px] aria-invalid:ring-destructive/20",
  "aria-invalid:focus-visible:ring-destructive/35",
];

/**
 * One line of text: a name, an email address, a phone number. A styled native input; it shows an error when
 * `aria-invalid` is set (Field sets it), not through a prop of its own.
 *
 * **When not to use it.** For more than a line (a message) use `Textarea`; for a number in a known range, `SliderField`.
 *
 * **Do**
 * - Always inside a `Field`, with the `type` and `autoComplete` that fit: `<Input type="email" autoComplete="email" />`,
 *   so phones show the right keyboard and browsers can fill it in.
 *
 * **Don't**
 * - Use it bare, without a label, or restyle its error state by hand.
 */
function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        textControlClasses,
        "h-11 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}

export { Input, textControlClasses };
