import * as React from "react";
import { flushSync } from "react-dom";
import { CircleAlert } from "lucide-react";
import type { SubmitHandler, SubmitResult } from "../../lib/submit-result";
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
import {
  normaliseDemoDetails,
  validateDemoDetails,
  type DemoDetails,
  type DemoDetailsErrors,
  type DemoDetailsField,
} from "./demo-details-validation";

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

const emptyDetails: DemoDetails = { name: "", email: "", phone: "" };
const fieldOrder: readonly DemoDetailsField[] = ["name", "email", "phone"];

function isField(key: string): key is DemoDetailsField {
  return (fieldOrder as readonly string[]).includes(key);
}

/**
 * Asks a first-time caller for name, email and phone before the demo call starts (docs/product/forms-and-rules.md#demo-details).
 * Errors clear field by field as the visitor edits; while the save is pending the fields are disabled and the
 * dialog cannot be cancelled or closed.
 */
export function DemoDetailsDialog({ copy, open, onOpenChange, onSubmit, onCloseAutoFocus }: DemoDetailsDialogProps) {
  const [values, setValues] = React.useState<DemoDetails>(emptyDetails);
  const [errors, setErrors] = React.useState<DemoDetailsErrors>({});
  const [formError, setFormError] = React.useState<string>();
  const [pending, setPending] = React.useState(false);
  const inputs = React.useRef<Partial<Record<DemoDetailsField, HTMLInputElement | null>>>({});

  const edit = (field: DemoDetailsField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const focusFirstInvalid = (found: DemoDetailsErrors) => {
    const first = fieldOrder.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateDemoDetails(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    setPending(true);
    // A handler that throws broke its contract; the visitor still keeps what they typed and can retry.
    const result = await onSubmit(normaliseDemoDetails(values)).catch((): SubmitResult => ({ ok: false }));
    if (result.ok) {
      setPending(false);
      setValues(emptyDetails);
      onOpenChange(false);
      return;
    }
    const returned: DemoDetailsErrors = {};
    for (const [key, message] of Object.entries(result.fieldErrors ?? {})) if (isField(key)) returned[key] = message;
    // Re-enable the fields synchronously so the first rejected one can take focus straight away.
    flushSync(() => {
      setPending(false);
      setErrors(returned);
      setFormError(result.message);
    });
    focusFirstInvalid(returned);
  };

  const field = (name: DemoDetailsField, label: string, input: React.ComponentProps<typeof Input>) => (
    <Field label={label} error={errors[name]} required>
      <Input
        ref={(element) => {
          inputs.current[name] = element;
        }}
        name={name}
        value={values[name]}
        onChange={edit(name)}
        {...input}
      />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent busy={pending} data-slot="demo-details-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-5">
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
