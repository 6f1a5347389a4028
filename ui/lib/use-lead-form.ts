import * as React from "react";
import { flushSync } from "react-dom";
import { checkField, normaliseField, type LeadField } from "./lead-rules";
import type { SubmitResult } from "./submit-result";

export type LeadFormValues<F extends LeadField> = Record<F, string>;
export type LeadFormErrors<F extends LeadField> = Partial<Record<F, string>>;

/**
 * A state for a lead form to open in: what was typed, the errors shown, the page's message, sending, the thank-you.
 * Storybook's stories, docs pages and screenshots show each state through it without clicking; the site leaves it
 * out, and the form then lives on from that state as it would have after the visitor's own clicks.
 */
export type LeadFormState<F extends LeadField> = {
  values?: Partial<LeadFormValues<F>>;
  errors?: LeadFormErrors<F>;
  formMessage?: string;
  /** Sending: the controls are disabled and the button reads its busy label. */
  pending?: boolean;
  /** The thank-you after a successful send is showing (forms that have one). */
  sent?: boolean;
};

export type LeadFormOptions<F extends LeadField> = {
  /** The form's fields in the order they appear: "the first invalid field" is the first of these. */
  fields: readonly F[];
  /** Called with the values trimmed, once every field passes the shared rules (ui/lib/lead-rules.ts). */
  submit: (values: LeadFormValues<F>) => Promise<SubmitResult>;
  /** The form-level message when `submit` throws instead of answering (it broke its contract; nothing is lost). */
  unexpectedError: string;
  /** After `{ ok: true }`, once the fields are empty again: show the thank-you, close the dialog … */
  onSuccess?: (result: SubmitResult & { ok: true }) => void;
  /** The visitor edits a field or submits again: a thank-you from the last send no longer applies. */
  onEdit?: () => void;
  /** The state to open in (see `LeadFormState`); empty and idle without it. */
  initialState?: LeadFormState<F>;
};

export type LeadForm<F extends LeadField> = {
  values: LeadFormValues<F>;
  errors: LeadFormErrors<F>;
  /** The page's message about the whole submit (offline, rate-limited, unexpected), or undefined. */
  formMessage: string | undefined;
  /** Sending: controls are disabled and the button reads its busy label; a second submit is ignored. */
  pending: boolean;
  /** Props for a field's control: its name, value, change handler and the ref that lets it take focus. */
  control(field: F): {
    name: F;
    value: string;
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  };
  /** Sets a value without validating it (text typed before hydration). */
  setValue(field: F, value: string): void;
  /** The form's onSubmit. */
  handleSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void>;
};

/**
 * The one lifecycle of every lead form (docs/product/forms-and-rules.md): check each field with the shared rules;
 * on errors, show them all and move focus to the first (after they are in the DOM, so it is announced with its
 * message); an edit clears that field's error until the next submit; while sending, ignore a second submit;
 * `{ ok: true }` empties the form; anything else keeps what was typed and shows the page's field errors and message;
 * a throwing `submit` becomes `unexpectedError`.
 */
export function useLeadForm<F extends LeadField>({
  fields,
  submit,
  unexpectedError,
  onSuccess,
  onEdit,
  initialState = {},
}: LeadFormOptions<F>): LeadForm<F> {
  const empty = React.useMemo(
    () => Object.fromEntries(fields.map((field) => [field, ""])) as LeadFormValues<F>,
    [fields],
  );
  const [values, setValues] = React.useState<LeadFormValues<F>>(() => ({ ...empty, ...initialState.values }));
  const [errors, setErrors] = React.useState<LeadFormErrors<F>>(initialState.errors ?? {});
  const [formMessage, setFormMessage] = React.useState(initialState.formMessage);
  const [pending, setPending] = React.useState(initialState.pending ?? false);
  const sending = React.useRef(initialState.pending ?? false);
  const elements = React.useRef(new Map<F, HTMLInputElement | HTMLTextAreaElement>());

  /** Shows the errors, then focuses the first field that has one. */
  const showErrors = (next: LeadFormErrors<F>) => {
    flushSync(() => setErrors(next));
    const first = fields.find((field) => next[field] !== undefined);
    if (first) elements.current.get(first)?.focus();
  };

  const setValue = React.useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const control: LeadForm<F>["control"] = (field) => ({
    name: field,
    value: values[field],
    onChange: (event) => {
      const value = event.target.value;
      setValue(field, value);
      onEdit?.();
      // Editing a field clears its error (docs/product/forms-and-rules.md#demo-details): the visitor is fixing it,
      // and the next submit checks everything again.
      setErrors(({ [field]: _cleared, ...rest }) => rest as LeadFormErrors<F>);
    },
    ref: (element) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
  });

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setFormMessage(undefined);
    onEdit?.();
    const found: LeadFormErrors<F> = {};
    for (const field of fields) {
      const error = checkField(field, values[field]);
      if (error !== undefined) found[field] = error;
    }
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    sending.current = true;
    setPending(true);
    let result: SubmitResult;
    try {
      const trimmed = Object.fromEntries(fields.map((field) => [field, normaliseField(values[field])]));
      result = await submit(trimmed as LeadFormValues<F>);
    } catch {
      result = { ok: false, message: unexpectedError };
    }
    sending.current = false;
    // Re-enable the controls first: a disabled field cannot take focus.
    flushSync(() => setPending(false));
    if (result.ok) {
      setValues(empty);
      onSuccess?.(result);
      return;
    }
    setFormMessage(result.message);
    const returned: LeadFormErrors<F> = {};
    for (const field of fields) {
      const message = result.fieldErrors?.[field];
      if (message !== undefined) returned[field] = message;
    }
    if (Object.keys(returned).length > 0) showErrors(returned);
  };

  return { values, errors, formMessage, pending, control, setValue, handleSubmit };
}
