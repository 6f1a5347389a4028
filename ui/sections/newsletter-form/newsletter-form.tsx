import * as React from "react";
import { cn } from "../../lib/cn";
import { useLeadForm } from "../../lib/use-lead-form";
import { useTypedBeforeHydration } from "../../lib/use-typed-before-hydration";
import type { SubmitHandler } from "../../lib/submit-result";
import { Button } from "../../primitives/button";
import { Field } from "../../primitives/field";
import { FormConfirmation, useFormConfirmation } from "../../primitives/form-confirmation";
import { Input } from "../../primitives/input";

export interface NewsletterValues {
  email: string;
}

export interface NewsletterCopy {
  title: string;
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
  submitting: string;
  /** The thank-you that takes focus after a successful sign-up (the same words as the page's success toast). */
  sent: string;
  /** Shown when `onSubmit` throws instead of answering. */
  unexpectedError: string;
}

const emailField = ["email"] as const;

type NewsletterFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children"> & {
  copy: NewsletterCopy;
  onSubmit: SubmitHandler<NewsletterValues>;
  /** 'inverse' on the ink footer band. */
  tone?: "default" | "inverse";
};

/**
 * Footer newsletter sign-up (docs/product/forms-and-rules.md#newsletter: email required, type email; #submitting-state:
 * 'Subscribing...' while busy, inputs disabled, reset on success), on the shared lead-form lifecycle
 * (ui/lib/use-lead-form.ts). The browser's own validation blocks an empty or malformed address first. A success
 * moves focus to `copy.sent`, which goes once the visitor edits the address again.
 *
 * Use it for the newsletter only (it asks for nothing but an address); `tone="inverse"` on the ink footer band.
 */
export function NewsletterForm({ copy, onSubmit, tone = "default", className, ...props }: NewsletterFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const headingId = React.useId();
  const confirmationRef = React.useRef<HTMLDivElement>(null);
  const confirmation = useFormConfirmation(confirmationRef);
  const form = useLeadForm({
    fields: emailField,
    submit: onSubmit,
    unexpectedError: copy.unexpectedError,
    onSuccess: () => confirmation.show(copy.sent),
    onEdit: confirmation.clear,
  });
  const busy = form.pending;

  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === "email") form.setValue("email", value);
  });

  const inverse = tone === "inverse";
  return (
    <form
      ref={formRef}
      data-slot="newsletter-form"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      onSubmit={(event) => void form.handleSubmit(event)}
      className={cn("grid gap-4", className)}
      {...props}
    >
      <div className="grid gap-1.5">
        <h2
          id={headingId}
          className={cn("text-base font-semibold", inverse ? "text-inverse-foreground" : "text-foreground")}
        >
          {copy.title}
        </h2>
        <p className={cn("text-sm", inverse ? "text-inverse-muted-foreground" : "text-muted-foreground")}>
          {copy.intro}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label={copy.emailLabel}
          error={form.errors.email}
          required
          className={cn(
            "min-w-0 flex-1",
            inverse && "[&_[data-slot=field-error]]:text-red-300 [&_[data-slot=field-label]]:text-inverse-foreground",
          )}
        >
          <Input
            {...form.control("email")}
            type="email"
            autoComplete="email"
            required
            placeholder={copy.emailPlaceholder}
            disabled={busy}
          />
        </Field>
        <Button type="submit" loading={busy} className="sm:mt-[1.375rem]" variant={inverse ? "inverse" : "primary"}>
          {busy ? copy.submitting : copy.submit}
        </Button>
      </div>
      <FormConfirmation ref={confirmationRef} message={confirmation.message} tone={tone} />
      {form.formMessage ? (
        <p role="alert" className={cn("text-sm font-medium", inverse ? "text-red-300" : "text-destructive")}>
          {form.formMessage}
        </p>
      ) : null}
    </form>
  );
}
