import type * as React from "react";
import { CircleAlert } from "lucide-react";
import type { SubmitHandler } from "../../lib/submit-result";
import { useLeadForm, type LeadFormState } from "../../lib/use-lead-form";
import { Button } from "../../primitives/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../primitives/dialog";
import { Field } from "../../primitives/field";
import { Input } from "../../primitives/input";

/** What the dialog collects (stored as ai_call_requests: full_name, business_email, phone_number). */
export type DemoDetails = { name: string; email: string; phone: string };
export type DemoDetailsField = keyof DemoDetails;

export type DemoDetailsCopy = {
  title: string;
  description: string;
  nameLabel: string;
  namePlaceholder: string;
  emailLabel: string;
  emailPlaceholder: string;
  phoneLabel: string;
  phonePlaceholder: string;
  submitLabel: string;
  /** docs/product/forms-and-rules.md#submitting-state: 'Submitting...'. */
  submittingLabel: string;
  cancelLabel: string;
  /** Shown when `onSubmit` throws instead of answering. */
  unexpectedError: string;
};

export type DemoDetailsDialogProps = {
  copy: DemoDetailsCopy;
  /** Controlled by the parent; the dialog asks to close through `onOpenChange(false)` after a successful submit. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the details; `{ ok: true }` closes the dialog, anything else keeps it open with what was typed. */
  onSubmit: SubmitHandler<DemoDetails>;
  /** Where focus goes once the dialog has closed (Radix's event: `preventDefault()` and focus your target). */
  onCloseAutoFocus?: (event: Event) => void;
  /** The state to open in: typed details, their errors, the page's message, or saving (stories). */
  initialState?: LeadFormState<DemoDetailsField>;
};

const fieldOrder = ["name", "email", "phone"] as const satisfies readonly DemoDetailsField[];

// Requirements: docs/product/forms-and-rules.md#demo-details.
/**
 * Asks a first-time caller for name, business email and phone before the demo call starts (or before a demo call is
 * requested where no live call can run). While the save is pending the fields are disabled and the dialog cannot be
 * cancelled or closed; `{ ok: true }` asks the parent to close it, anything else keeps it open with what was typed.
 *
 * **When not to use it.** For a message to the team use `ContactForm` on the page; a dialog is only for details the
 * next step cannot start without.
 *
 * **Do**
 * - Hold `open` in the parent and close it from `onOpenChange`:
 *   `<DemoDetailsDialog open={open} onOpenChange={setOpen} copy={demoDetailsContent} onSubmit={save} />`.
 * - Send focus somewhere useful after it closes with `onCloseAutoFocus` when the trigger is gone or disabled.
 *
 * **Don't**
 * - Open it on page load: the visitor has to ask for the call first.
 */
export function DemoDetailsDialog({
  copy,
  open,
  onOpenChange,
  onSubmit,
  onCloseAutoFocus,
  initialState,
}: DemoDetailsDialogProps) {
  const form = useLeadForm({
    fields: fieldOrder,
    initialState,
    submit: onSubmit,
    unexpectedError: copy.unexpectedError,
    onSuccess: () => onOpenChange(false),
  });
  const { errors, pending } = form;
  const formError = form.formMessage;

  const field = (name: DemoDetailsField, label: string, input: React.ComponentProps<typeof Input>) => (
    <Field label={label} error={errors[name]} required>
      <Input {...form.control(name)} {...input} />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent busy={pending} data-slot="demo-details-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void form.handleSubmit(event)} className="grid gap-5">
          <fieldset disabled={pending} className="m-0 grid min-w-0 gap-4 border-0 p-0">
            {field("name", copy.nameLabel, { autoComplete: "name", placeholder: copy.namePlaceholder })}
            {field("email", copy.emailLabel, {
              type: "email",
              autoComplete: "email",
              inputMode: "email",
              placeholder: copy.emailPlaceholder,
            })}
            {field("phone", copy.phoneLabel, { type: "tel", autoComplete: "tel", placeholder: copy.phonePlaceholder })}
          </fieldset>
          {formError ? (
            <p
              role="alert"
              data-slot="demo-details-error"
              className="flex items-start gap-2 rounded-lg bg-destructive/10 px-3.5 py-3 text-sm font-medium text-destructive"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {formError}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {copy.cancelLabel}
              </Button>
            </DialogClose>
            <Button type="submit" loading={pending}>
              {pending ? copy.submittingLabel : copy.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
