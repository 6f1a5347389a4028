import { isValidElement, type ReactElement } from "react";
import { describe, expect, test } from "vitest";
import {
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  TOAST_WIDTH_PX,
  createNotify,
  durationFor,
  type ToastApi,
} from "./notify";

type Call = { method: string; args: unknown[] };

/** A stand-in for sonner's `toast` that records what notify asks of it (sonner itself is not under test). */
function recordingToast() {
  const calls: Call[] = [];
  const record =
    (method: string) =>
    (...args: unknown[]) => {
      calls.push({ method, args });
      return calls.length;
    };
  const toast = {
    success: record("success"),
    error: record("error"),
    message: record("message"),
    loading: record("loading"),
    promise: record("promise"),
    dismiss: record("dismiss"),
  } as unknown as ToastApi;
  return { toast, calls };
}

function optionsOf(call: Call | undefined): { duration?: number; id?: string } {
  return call?.args[1] as { duration?: number; id?: string };
}

describe("notification defaults (docs/product/constants.md#notifications)", () => {
  test("success, error and plain 5000 ms, loading until settled", () => {
    expect(durationFor("success")).toBe(5000);
    expect(durationFor("error")).toBe(5000);
    expect(durationFor("message")).toBe(5000);
    expect(durationFor("loading")).toBe(Number.POSITIVE_INFINITY);
    expect(TOAST_DURATION_MS).toEqual({ success: 5000, error: 5000, message: 5000, loading: Infinity });
  });

  test("at most 20 toasts, 350 px wide", () => {
    expect(MAX_VISIBLE_TOASTS).toBe(20);
    expect(TOAST_WIDTH_PX).toBe(350);
  });
});

describe("notify", () => {
  test("each kind reaches sonner with its default duration", () => {
    const { toast, calls } = recordingToast();
    const notify = createNotify(toast);
    notify.success("Successfully subscribed to newsletter!");
    notify.error("Failed to subscribe. Please try again.");
    notify.message("An unexpected error occurred");
    notify.loading("Saving your details...");
    expect(calls.map((call) => [call.method, optionsOf(call).duration])).toEqual([
      ["success", 5000],
      ["error", 5000],
      ["message", 5000],
      ["loading", Infinity],
    ]);
    expect(calls[0]?.args[0]).toBe("Successfully subscribed to newsletter!");
  });

  test("a caller's duration wins (the contact area's 5 s) and other options pass through", () => {
    const { toast, calls } = recordingToast();
    const notify = createNotify(toast);
    notify.success("Thank you! Your message has been received.", { duration: 5000, id: "contact" });
    notify.error("Failed to save your message", { duration: 5000 });
    expect(optionsOf(calls[0])).toEqual({ duration: 5000, id: "contact" });
    expect(optionsOf(calls[1])).toEqual({ duration: 5000 });
  });

  test("errors are wrapped in a role=alert element holding the text", () => {
    const { toast, calls } = recordingToast();
    createNotify(toast).error("Failed to save your information. Please try again.");
    const title = calls[0]?.args[0] as ReactElement<{ role: string; children: string }>;
    expect(isValidElement(title)).toBe(true);
    expect(title.props.role).toBe("alert");
    expect(title.props.children).toBe("Failed to save your information. Please try again.");
  });

  test("promise: loading text, then success or error with their own defaults", () => {
    const { toast, calls } = recordingToast();
    const work = Promise.resolve(3);
    createNotify(toast).promise(work, {
      loading: "Saving your estimate...",
      success: (n: number) => `Saved ${n} answers`,
      error: "Failed to save your email. Please try again.",
    });
    const [promise, data] = calls[0]?.args as [
      Promise<number>,
      {
        loading: string;
        success: (n: number) => { message: string; duration: number };
        error: (e: unknown) => { message: ReactElement<{ role: string; children: string }>; duration: number };
      },
    ];
    expect(calls[0]?.method).toBe("promise");
    expect(promise).toBe(work);
    expect(data.loading).toBe("Saving your estimate...");
    expect(data.success(3)).toEqual({ message: "Saved 3 answers", duration: 5000 });
    const failure = data.error(new Error("offline"));
    expect(failure.duration).toBe(5000);
    expect(failure.message.props).toEqual({ role: "alert", children: "Failed to save your email. Please try again." });
  });

  test("promise: a caller's duration applies to the settled toast", () => {
    const { toast, calls } = recordingToast();
    createNotify(toast).promise(
      Promise.resolve(),
      { loading: "Saving...", success: "Saved", error: "Failed" },
      {
        duration: 5000,
      },
    );
    const data = calls[0]?.args[1] as { success: (d: unknown) => { duration: number } };
    expect(data.success(undefined).duration).toBe(5000);
  });

  test("dismiss forwards the id (or none, for all)", () => {
    const { toast, calls } = recordingToast();
    const notify = createNotify(toast);
    notify.dismiss("contact");
    notify.dismiss();
    expect(calls).toEqual([
      { method: "dismiss", args: ["contact"] },
      { method: "dismiss", args: [undefined] },
    ]);
  });
});
