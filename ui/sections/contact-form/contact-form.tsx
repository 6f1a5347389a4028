import * as React from "react";
import { CircleCheck } from "lucide-react";
import type { SubmitHandler } from "../../lib/submit-result";
import { useLeadForm, type LeadFormState } from "../../lib/use-lead-form";
import { useTypedBeforeHydration } from "../../lib/use-typed-before-hydration";
import { Button } from "../../primitives/button";
import { Card } from "../../primitives/card";
import { CheckList } from "../../primitives/check-list";
import { Field } from "../../primitives/field";
import { FormConfirmation, useFormConfirmation } from "../../primitives/form-confirmation";
import { Input } from "../../primitives/input";
import { Container, Section, SectionHeader } from "../../primitives/section";
import { Textarea } from "../../primitives/textarea";

/** The fields in the order they appear, so "the first invalid field" is well defined (checked by ui/lib/lead-rules.ts). */
export const contactFields = ["name", "email", "business", "phone", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** Every word the section shows; the site passes its content module, stories reuse it. */
export type ContactFormContent = {
  id: string;
  /** Optional: most bands let their heading speak alone (a small capitals label over every heading read as a template). */
  eyebrow?: string;
  title: string;
  intro: string;
  /** Short reassurances beside the form (reply time, privacy …). */
  promises: readonly string[];
  copy: ContactFormCopy;
  /** The line under the fields: what the details are used for, and the policy link. */
  privacy: { text: string; linkLabel: string; href: string };
};

/** The form's microcopy: field labels and placeholders, button labels and messages. */
export type ContactFormCopy = {
  labels: Record<ContactField, string>;
  placeholders: Record<ContactField, string>;
  submitLabel: string;
  /** The button's label while the message is being sent (docs/product/forms-and-rules.md#submitting-state: 'Sending...'). */
  busyLabel: string;
  /** The thank-you that takes focus after a successful send (the same words as the page's success toast). */
  sentMessage: string;
  /** Heads the list of problems after a rejected submit. */
  errorSummary: string;
  /** Shown when `onSubmit` throws instead of answering. */
  unexpectedError: string;
  /** Label of the hidden anti-spam field (read by nobody but bots). */
  honeypotLabel: string;
};

/** What the page receives: the five fields plus the bot signals it uses to drop spam silently. */
export type ContactSubmission = ContactValues & {
  /** The hidden `website` field: people leave it empty, form-filling bots do not. */
  honeypot: string;
  /** Epoch ms when the form was first shown, so the page can drop submits that come implausibly fast. */
  startedAt: number;
};

export type ContactFormProps = ContactFormContent & {
  onSubmit: SubmitHandler<ContactSubmission>;
  /** Clock for `startedAt` (injected in tests). */
  now?: () => number;
  /** The state to open in: typed values, errors, the page's message, sending or sent (stories); empty without it. */
  initialState?: LeadFormState<ContactField>;
  className?: string;
};

// Requirements: docs/product/forms-and-rules.md#contact-form (Home §11). Errors follow WCAG technique ARIA21.
/**
 * Lets a visitor write to the team in their own words: name, work email, business, phone and the message. Fields
 * turn invalid only after a submit, each points at its message, focus moves to the first one at fault and a summary
 * above lists them all. While sending, every control is disabled and the button reads 'Sending...'; `{ ok: true }`
 * empties the form and moves focus to the thank-you, anything else keeps what was typed and shows the page's field
 * errors and message.
 *
 * **When not to use it.** For an email address alone use `NewsletterForm`; to book a call, link to the scheduling
 * page (`ExternalLink`) rather than asking for a message; for the demo call's details, `DemoDetailsDialog`.
 *
 * **Do**
 * - Pass the site's content and a handler that answers with a `SubmitResult`:
 *   `<ContactForm {...contactFormContent} onSubmit={leads.sendContact} />`.
 * - Answer a refused field with `fieldErrors` (`{ phone: "Use digits, spaces and + ( ) - only" }`): it lands on
 *   that field, and the visitor keeps everything typed.
 *
 * **Don't**
 * - Throw from `onSubmit` to report a failure: the visitor then sees only the generic `unexpectedError`.
 * - Put two on one page: the summary's links and the thank-you focus assume one.
 */
function ContactForm({
  id,
  eyebrow,
  title,
  intro,
  promises,
  copy,
  privacy,
  onSubmit,
  now = Date.now,
  initialState,
  className,
}: ContactFormProps) {
  const { labels, placeholders, submitLabel, busyLabel, sentMessage, errorSummary, unexpectedError, honeypotLabel } =
    copy;
  const baseId = React.useId();
  const headingId = `${baseId}-heading`;
  const controlId = (field: ContactField) => `${baseId}-${field}`;
  const formRef = React.useRef<HTMLFormElement>(null);
  const startedAtRef = React.useRef<number | null>(null);
  const [honeypot, setHoneypot] = React.useState("");
  const confirmationRef = React.useRef<HTMLDivElement>(null);
  const confirmation = useFormConfirmation(confirmationRef, initialState?.sent ? sentMessage : undefined);
  const form = useLeadForm({
    fields: contactFields,
    initialState,
    submit: (values) => onSubmit({ ...values, honeypot, startedAt: startedAtRef.current ?? now() }),
    unexpectedError,
    onSuccess: () => {
      setHoneypot("");
      confirmation.show(sentMessage);
    },
    onEdit: confirmation.clear,
  });
  const { errors, formMessage, pending: sending } = form;

  React.useEffect(() => {
    // Recorded after mount (never during render) so server rendering and hydration stay identical.
    startedAtRef.current ??= now();
  }, [now]);

  useTypedBeforeHydration(formRef, (name, value) => {
    // Typing began before hydration, so the form was shown when the page was: the fill time counts from then.
    startedAtRef.current = now() - performance.now();
    if (name === "website") setHoneypot(value);
    else if ((contactFields as readonly string[]).includes(name)) form.setValue(name as ContactField, value);
  });

  const focusField = (field: ContactField) => {
    const control = formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  };

  const errorList = contactFields.flatMap((field) => {
    const error = errors[field];
    return error === undefined ? [] : [{ field, error }];
  });

  const control = (field: ContactField) => ({ ...form.control(field), placeholder: placeholders[field] });

  return (
    <Section
      id={id}
      tone="muted"
      spacing="compact"
      aria-labelledby={headingId}
      data-slot="contact-form"
      className={className}
    >
      <Container className="grid gap-8 sm:gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="flex flex-col gap-5">
          <SectionHeader
            headingId={headingId}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            spacing="loose"
            introSize="compact"
            width="full"
          />
          <CheckList items={promises} icon={CircleCheck} className="sm:mt-2" />
        </div>

        <Card layout="none" elevation={2} className="relative p-5 sm:p-8">
          <form
            ref={formRef}
            noValidate
            aria-labelledby={headingId}
            aria-busy={sending || undefined}
            onSubmit={(event) => void form.handleSubmit(event)}
          >
            {/* One live region that exists from the start, so the summary's arrival is announced. */}
            <div aria-live="polite" data-slot="contact-error-summary">
              {errorList.length > 0 ? (
                <div className="mb-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
                  <p className="font-semibold text-foreground">{errorSummary}</p>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {errorList.map(({ field, error }) => (
                      <li key={field}>
                        <a
                          href={`#${controlId(field)}`}
                          className="font-medium text-destructive underline underline-offset-2"
                          onClick={(event) => {
                            event.preventDefault();
                            focusField(field);
                          }}
                        >
                          {error}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
            <FormConfirmation ref={confirmationRef} message={confirmation.message} className="mb-6" />
            {formMessage ? (
              <p
                role="alert"
                data-slot="contact-form-message"
                className="mb-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm font-medium text-destructive"
              >
                {formMessage}
              </p>
            ) : null}

            <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
              <Field label={labels.name} error={errors.name} controlId={controlId("name")} required>
                <Input {...control("name")} autoComplete="name" />
              </Field>
              <Field label={labels.email} error={errors.email} controlId={controlId("email")} required>
                <Input {...control("email")} type="email" autoComplete="email" />
              </Field>
              <Field label={labels.business} error={errors.business} controlId={controlId("business")} required>
                <Input {...control("business")} autoComplete="organization" />
              </Field>
              <Field label={labels.phone} error={errors.phone} controlId={controlId("phone")} required>
                <Input {...control("phone")} type="tel" autoComplete="tel" />
              </Field>
              <Field
                label={labels.message}
                error={errors.message}
                controlId={controlId("message")}
                required
                className="sm:col-span-2"
              >
                <Textarea {...control("message")} rows={5} />
              </Field>

              {/* Honeypot: off-screen and hidden from assistive technology; only bots fill it in. */}
              <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
                <label htmlFor={`${baseId}-website`}>{honeypotLabel}</label>
                <input
                  id={`${baseId}-website`}
                  name="website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  value={honeypot}
                  onChange={(event) => setHoneypot(event.target.value)}
                />
              </div>

              <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted-foreground">
                  {privacy.text}{" "}
                  <a href={privacy.href} className="font-medium text-primary underline underline-offset-2">
                    {privacy.linkLabel}
                  </a>
                </p>
                <Button type="submit" size="lg" loading={sending} className="sm:min-w-44">
                  {sending ? busyLabel : submitLabel}
                </Button>
              </div>
            </fieldset>
          </form>
        </Card>
      </Container>
    </Section>
  );
}

export { ContactForm };
