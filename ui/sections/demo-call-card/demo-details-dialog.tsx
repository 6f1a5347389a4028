import type * as React from "react";
import { CircleAlert } from "lucide-react";
import type { SubmitHandler } from "../../lib/submit-result";
import { useLeadForm } from "../../lib/use-lead-form";
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
};

const fieldOrder = ["name", "email", "phone"] as const satisfies readonly DemoDetailsField[];

/**
 * Asks a first-time caller for name, email and phone before the demo call starts (docs/product/forms-and-rules.md#demo-details).
 * On the shared lead-form lifecycle (ui/lib/use-lead-form.ts); while the save is pending the fields are disabled and
 * the dialog cannot be cancelled or closed.
 */
export function DemoDetailsDialog({ copy, open, onOpenChange, onSubmit, onCloseAutoFocus }: DemoDetailsDialogProps) {
  const form = useLeadForm({
    fields: fieldOrder,
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
