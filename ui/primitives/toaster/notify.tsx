import * as React from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";
import { dismissToast, showToast } from "./lazy-sonner";

/**
 * How long each kind of toast stays before it dismisses itself: 5 s for every message (docs/product/constants.md#notifications), so a twelve-word sentence can be read to the end.
 */
export const TOAST_DURATION_MS = {
  success: 5000,
  error: 5000,
  /** Blank and custom toasts. */
  message: 5000,
  /** A loading toast stays until its work settles (or it is dismissed). */
  loading: Number.POSITIVE_INFINITY,
} as const;

/** docs/product/constants.md#notifications: at most 20 toasts at a time. */
export const MAX_VISIBLE_TOASTS = 20;

/** docs/product/constants.md#notifications: toasts are never wider than 350 px. */
export const TOAST_WIDTH_PX = 350;

export type ToastKind = keyof typeof TOAST_DURATION_MS;

/** Options a caller may pass; `duration` overrides the default (the contact area asks for 5000 ms). */
export type NotifyOptions = Omit<ExternalToast, "duration"> & { duration?: number };

/** The default lifetime of a toast of this kind, in milliseconds. */
export function durationFor(kind: ToastKind): number {
  return TOAST_DURATION_MS[kind];
}

type Message = React.ReactNode;

type PromiseMessages<Data> = {
  loading: Message;
  success: Message | ((data: Data) => Message);
  error: Message | ((error: unknown) => Message);
};

/** The parts of sonner's `toast` that notify drives (injectable, so the defaults can be tested in node). */
export type ToastApi = Pick<typeof sonnerToast, "success" | "error" | "message" | "loading" | "promise" | "dismiss">;

function withDuration(kind: ToastKind, options: NotifyOptions | undefined): ExternalToast {
  return { ...options, duration: options?.duration ?? durationFor(kind) };
}

/** Errors are announced at once (role=alert) rather than waiting politely in sonner's status region. */
function asAlert(message: Message): Message {
  return <span role="alert">{message}</span>;
}

/** Builds the notify API on top of a sonner-compatible `toast`, applying the defaults of docs/product/constants.md#notifications to every call. */
export function createNotify(toast: ToastApi) {
  return {
    success: (message: Message, options?: NotifyOptions) => toast.success(message, withDuration("success", options)),
    error: (message: Message, options?: NotifyOptions) => toast.error(asAlert(message), withDuration("error", options)),
    message: (message: Message, options?: NotifyOptions) => toast.message(message, withDuration("message", options)),
    loading: (message: Message, options?: NotifyOptions) => toast.loading(message, withDuration("loading", options)),
    /** One toast that shows `loading` until the promise settles, then the success or error text with its default. */
    promise: <Data,>(
      promise: Promise<Data> | (() => Promise<Data>),
      messages: PromiseMessages<Data>,
      options?: NotifyOptions,
    ) =>
      toast.promise<Data>(promise, {
        ...options,
        loading: messages.loading,
        success: (data: Data) => ({
          ...withDuration("success", options),
          message: typeof messages.success === "function" ? messages.success(data) : messages.success,
        }),
        error: (error: unknown) => ({
          ...withDuration("error", options),
          message: asAlert(typeof messages.error === "function" ? messages.error(error) : messages.error),
        }),
      }),
    /** Dismisses one toast by id, or all of them. */
    dismiss: (id?: string | number) => toast.dismiss(id),
  };
}

export type Notify = ReturnType<typeof createNotify>;

let lastId = 0;

/** Every toast gets its id up front, so it can be returned (and dismissed) before sonner has loaded. */
function deferred(kind: "success" | "error" | "message" | "loading") {
  return (message: Parameters<ToastApi[typeof kind]>[0], data?: ExternalToast) => {
    const id = data?.id ?? `notify-${++lastId}`;
    showToast(id, (toast) => toast[kind](message, { ...data, id }));
    return id;
  };
}

/** sonner's `toast`, loaded by the first toast and queueing until a <Toaster /> is mounted. */
const lazyToast: ToastApi = {
  success: deferred("success"),
  error: deferred("error"),
  message: deferred("message"),
  loading: deferred("loading"),
  promise: (promise, data) => {
    const id = data?.id ?? `notify-${++lastId}`;
    // The work starts now, as it would with sonner loaded; the toast follows it once sonner is here.
    const work = typeof promise === "function" ? promise() : promise;
    showToast(id, (toast) => toast.promise(work, { ...data, id }));
    return { unwrap: () => work };
  },
  dismiss: (id) => {
    dismissToast(id);
    return id ?? "";
  },
};

/**
 * The site's toasts: `notify.success("Information saved! Starting AI call...")`. Needs a mounted <Toaster />;
 * the first toast loads sonner, so none of it is in the page's initial JavaScript.
 */
export const notify: Notify = createNotify(lazyToast);
