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
 * A labelled form control with optional description and error. The wiring a screen reader needs (id,
 * `aria-invalid` only when there is an error, `aria-describedby` to description and error) is injected
 * into the single child through Slot, so any control can sit inside without knowing about Field.
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
