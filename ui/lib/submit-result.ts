/**
 * What a form's `onSubmit` callback resolves to. Sections stay props-driven: the page decides where data
 * goes and answers with this; the form resets on `ok`, shows `fieldErrors` on their fields and `message`
 * as a form-level alert, and keeps what the visitor typed whenever `ok` is false.
 */
export type SubmitResult =
  | {
      ok: true;
      /** What happens next, when the page has more to say than the form's own thank-you. */ message?: string;
    }
  | { ok: false; fieldErrors?: Record<string, string>; message?: string };

export type SubmitHandler<Values> = (values: Values) => Promise<SubmitResult>;
