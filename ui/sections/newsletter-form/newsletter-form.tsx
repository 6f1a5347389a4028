import * as React from "react";
import { cn } from "../../lib/cn";
import { useLeadForm, type LeadFormState } from "../../lib/use-lead-form";
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
  /** The state to open in: the typed address, its error, the page's message, sending or sent (stories). */
  initialState?: LeadFormState<"email">;
};

// Requirements: docs/product/forms-and-rules.md#newsletter and #submitting-state.
/**
 * Signs a visitor up to the newsletter with nothing but an email address. The browser's own check stops an empty or
 * malformed address first, then the shared lead rules; while sending, the field and button are disabled and the
 * button reads 'Subscribing...'; a success empties the field and moves focus to the thank-you, which goes once the
 * visitor edits the address again.
 *
 * **When not to use it.** To ask for anything more than an address (a message, a phone number) use `ContactForm`.
 *
 * **Do**
 * - `tone="inverse"` on the ink footer band: `<NewsletterForm tone="inverse" copy={newsletterCopy} onSubmit={subscribe} />`.
 * - Treat a second sign-up of the same address as a success: the visitor's wish is met.
 *
 * **Don't**
 * - Add a consent checkbox or a name field here: the form's promise is one field.
 */
export function NewsletterForm({
  copy,
  onSubmit,
  tone = "default",
  initialState,
  className,
  ...props
}: NewsletterFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const headingId = React.useId();
  const confirmationRef = React.useRef<HTMLDivElement>(null);
  const confirmation = useFormConfirmation(confirmationRef, initialState?.sent ? copy.sent : undefined);
  const form = useLeadForm({
    fields: emailField,
    initialState,
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
      className={cn("@container grid gap-4", className)}
      {...props}
    >
      <div className="grid gap-1.5">
        <h2
          id={headingId}
          // Set as the footer's column headings are (body face, small): in the display face it read as a second style.
          className={cn(
            "font-sans text-sm font-semibold tracking-normal",
            inverse ? "text-inverse-foreground" : "text-foreground",
          )}
        >
          {copy.title}
        </h2>
        <p className={cn("text-sm", inverse ? "text-inverse-muted-foreground" : "text-muted-foreground")}>
          {copy.intro}
        </p>
      </div>
      {/* Side by side only where the form has room for the whole placeholder beside the button (20rem), whatever the
          screen: the footer's column on a laptop is narrower than a phone. */}
      <div className="flex flex-col gap-3 @min-[20rem]:flex-row @min-[20rem]:items-start">
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
        <Button
          type="submit"
          loading={busy}
          className="@min-[20rem]:mt-[1.375rem]"
          variant={inverse ? "inverse" : "primary"}
        >
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
