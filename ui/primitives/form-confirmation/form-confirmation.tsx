import * as React from "react";
import { flushSync } from "react-dom";
import { CircleCheck } from "lucide-react";
import { cva } from "class-variance-authority";
import { cn } from "../../lib/cn";

const confirmationVariants = cva(
  "flex items-start gap-2 rounded-lg border p-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
  {
    variants: {
      tone: {
        default: "border-success/40 bg-success/10 text-foreground [&_svg]:text-success",
        inverse: "border-white/25 bg-white/10 text-inverse-foreground [&_svg]:text-green-300",
      },
    },
    defaultVariants: { tone: "default" },
  },
);

type FormConfirmationProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The thank-you after a successful submit; nothing is shown without it. */
  message: string | undefined;
  /** 'inverse' on the ink footer band. */
  tone?: "default" | "inverse";
};

/**
 * A form's thank-you after a successful submit: a polite status present from the start (so its text is
 * announced when it arrives) that can take focus, so focus never drops to <body> when the form resets.
 * `className` places the shown confirmation; the empty region takes no room (out of the flow, so no flex or grid
 * gap either) yet stays in the accessibility tree.
 */
function FormConfirmation({ message, tone = "default", className, ...props }: FormConfirmationProps) {
  return (
    <div
      role="status"
      tabIndex={message ? -1 : undefined}
      data-slot="form-confirmation"
      data-tone={tone}
      className={cn(message ? [confirmationVariants({ tone }), className] : "absolute")}
      {...props}
    >
      {message ? (
        <>
          <CircleCheck aria-hidden="true" className="mt-px size-4 shrink-0" />
          {message}
        </>
      ) : null}
    </div>
  );
}

/**
 * The confirmation's state for a form whose `<FormConfirmation ref>` is `ref`: `show` puts the text in the DOM
 * and then moves focus to it (read at once, and the reset form keeps focus on the page); `clear` when the
 * visitor edits again. `initial`: the thank-you already showing (a story of the sent state).
 */
function useFormConfirmation(ref: React.RefObject<HTMLDivElement | null>, initial?: string) {
  const [message, setMessage] = React.useState(initial);
  const show = React.useCallback(
    (text: string) => {
      flushSync(() => setMessage(text));
      ref.current?.focus();
    },
    [ref],
  );
  const clear = React.useCallback(() => setMessage(undefined), []);
  return { message, show, clear };
}

export { FormConfirmation, useFormConfirmation };
