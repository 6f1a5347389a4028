// The one lead-form lifecycle, driven in Chromium as a visitor would (keyboard and clicks), on a bare form.
import * as React from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, expect, test, vi } from "vitest";
import { userEvent } from "vitest/browser";
import type { SubmitResult } from "./submit-result";
import { useLeadForm } from "./use-lead-form";

const fields = ["name", "email"] as const;
type Submit = (values: { name: string; email: string }) => Promise<SubmitResult>;

function Form({ submit, onSuccess }: { submit: Submit; onSuccess?: () => void }) {
  const form = useLeadForm({ fields, submit, unexpectedError: "An unexpected error occurred", onSuccess });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <fieldset disabled={form.pending}>
        {fields.map((field) => (
          <label key={field}>
            {field}
            <input {...form.control(field)} aria-invalid={form.errors[field] ? true : undefined} />
            {form.errors[field] ? <span data-error={field}>{form.errors[field]}</span> : null}
          </label>
        ))}
        <button type="submit">{form.pending ? "Sending..." : "Send"}</button>
      </fieldset>
      {form.formMessage ? <p role="alert">{form.formMessage}</p> : null}
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

function render(props: React.ComponentProps<typeof Form>) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root?.render(<Form {...props} />));
  const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const error = (name: string) => container.querySelector(`[data-error="${name}"]`)?.textContent ?? null;
  const button = () => container.querySelector("button")!;
  const alert = () => container.querySelector('[role="alert"]')?.textContent ?? null;
  return { input, error, button, alert };
}

test("shows every error with the shared rules' words and moves focus to the first invalid field", async () => {
  const submit = vi.fn<Submit>();
  const form = render({ submit });
  await userEvent.type(form.input("email"), "priya@");
  await userEvent.click(form.button());
  await vi.waitFor(() => expect(form.error("name")).toBe("Name is required"));
  expect(form.error("email")).toBe("Please enter a valid email address");
  expect(document.activeElement).toBe(form.input("name"));
  expect(submit).not.toHaveBeenCalled();
});

test("editing a field clears its error, and only its own, until the next submit", async () => {
  const form = render({ submit: vi.fn<Submit>() });
  await userEvent.click(form.button());
  await vi.waitFor(() => expect(form.error("name")).toBe("Name is required"));
  await userEvent.type(form.input("name"), "P");
  expect(form.error("name")).toBeNull();
  expect(form.input("name").getAttribute("aria-invalid")).toBeNull();
  expect(form.error("email")).toBe("Email is required");
  await userEvent.click(form.button());
  await vi.waitFor(() => expect(form.error("name")).toBe("Name must be at least 2 characters"));
});

test("sends the values trimmed, once, with the controls disabled; success empties the form", async () => {
  let answer: (result: SubmitResult) => void = () => undefined;
  const submit = vi.fn<Submit>(() => new Promise((resolve) => (answer = resolve)));
  const onSuccess = vi.fn();
  const form = render({ submit, onSuccess });
  await userEvent.type(form.input("name"), "  Priya Shah ");
  await userEvent.type(form.input("email"), "priya@northfield.events");
  await userEvent.keyboard("{Enter}");
  await vi.waitFor(() => expect(form.button().textContent).toBe("Sending..."));
  expect(form.input("name").matches(":disabled")).toBe(true);
  form.button().closest("form")!.requestSubmit(); // a second submit while sending is ignored
  expect(submit).toHaveBeenCalledTimes(1);
  expect(submit).toHaveBeenCalledWith({ name: "Priya Shah", email: "priya@northfield.events" });
  answer({ ok: true });
  await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  expect(form.input("name").value).toBe("");
  expect(form.input("email").value).toBe("");
  expect(form.button().textContent).toBe("Send");
});

test("a refusal keeps what was typed, shows the page's message and field errors, and focuses the field", async () => {
  const submit = vi.fn<Submit>(() =>
    Promise.resolve({
      ok: false,
      message: "Failed to save your message",
      fieldErrors: { email: "Please enter a valid email address", website: "not a field of this form" },
    }),
  );
  const form = render({ submit });
  await userEvent.type(form.input("name"), "Priya Shah");
  await userEvent.type(form.input("email"), "priya@northfield.events");
  await userEvent.click(form.button());
  await vi.waitFor(() => expect(form.alert()).toBe("Failed to save your message"));
  expect(form.error("email")).toBe("Please enter a valid email address");
  expect(document.activeElement).toBe(form.input("email"));
  expect(form.input("name").value).toBe("Priya Shah");
});

test("a submit handler that throws becomes the unexpected-error message, and the next try works", async () => {
  const submit = vi.fn<Submit>().mockRejectedValueOnce(new Error("boom")).mockResolvedValueOnce({ ok: true });
  const form = render({ submit });
  await userEvent.type(form.input("name"), "Priya Shah");
  await userEvent.type(form.input("email"), "priya@northfield.events");
  await userEvent.click(form.button());
  await vi.waitFor(() => expect(form.alert()).toBe("An unexpected error occurred"));
  expect(form.input("email").value).toBe("priya@northfield.events");
  await userEvent.click(form.button());
  await vi.waitFor(() => expect(form.input("email").value).toBe(""));
  expect(form.alert()).toBeNull();
});
