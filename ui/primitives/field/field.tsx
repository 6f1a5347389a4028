import * as React from "react";
import { Slot } from "radix-ui";
import { cn } from "../../lib/cn";
import { Label } from "../label";

type FieldProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The visible label, wired to the control with `for`/`id`. */
  label: React.ReactNode;
  /** Help text under the label; the control's `aria-describedby` points at it. */
  description?: React.ReactNode;
  /** Validation message: marks the control `aria-invalid` and is read as part of its description. */
  error?: React.ReactNode;
  /** Shows a visual marker and sets `aria-required` on the control (so "required" is announced once). */
  required?: boolean;
  /** The control's id; generated when absent. */
  controlId?: string;
  /** Exactly one control (Input, Textarea, a native select …); it receives id and ARIA wiring. */
  children: React.ReactElement;
};

/**
 * Puts a label, an optional hint and an error around one form control, and wires them for screen readers (id,
 * `aria-invalid` only while there is an error, `aria-describedby` to hint and error) through Slot, so any control
 * (`Input`, `Textarea`, a slider) sits inside without knowing about Field. Every control a visitor fills in goes in
 * one.
 *
 * **When not to use it.** Around a control that labels itself (a button, a checkbox with its own text) or a group of
 * choices (use a `fieldset` with a `legend`).
 *
 * **Do**
 * - A short visible label that names the thing asked for:
 *   `<Field label="Work email" required><Input type="email" /></Field>`.
 * - The hint for what the visitor must know before typing (`description`), the error for what to fix after
 *   (`error="Please enter a valid email address"`).
 * - Show errors after a submit, not while the visitor is still typing.
 *
 * **Don't**
 * - A placeholder as the only label: it disappears on the first keystroke.
 * - Errors that blame ("Invalid input"): say what to do instead.
 */
function Field({ label, description, error, required = false, controlId, className, children, ...props }: FieldProps) {
  const generatedId = React.useId();
  const id = controlId ?? `${generatedId}-control`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const describedBy = [description ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(" ");

  return (
    <div
      data-slot="field"
      data-invalid={hasError || undefined}
      // content-start: beside a taller field (one showing an error) the label and control stay at the top, aligned.
      className={cn("grid content-start gap-2", className)}
      {...props}
    >
      <Label htmlFor={id} data-slot="field-label">
        {label}
        {required ? (
          // The control already says "required" (aria-required); the asterisk is for sighted users only.
          <span aria-hidden="true" data-slot="field-required" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {description ? (
        <p id={descriptionId} data-slot="field-description" className="-mt-0.5 text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <Slot.Root
        id={id}
        aria-invalid={hasError || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {hasError ? (
        <p id={errorId} data-slot="field-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { Field, type FieldProps };
