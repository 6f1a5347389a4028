import * as React from "react";
import type { ToasterProps } from "sonner";
import { cn } from "../../lib/cn";
import { sonnerStore, toasterMounted } from "./lazy-sonner";
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, TOAST_WIDTH_PX } from "./notify";

/** Sonner's colour variables pointed at our tokens: soft tinted surfaces, darkened text for AA contrast. */
const tokenColours = {
  "--width": `${TOAST_WIDTH_PX}px`,
  "--border-radius": "var(--radius)",
  "--normal-bg": "var(--card)",
  "--normal-text": "var(--card-foreground)",
  "--normal-border": "var(--border)",
  "--success-bg": "color-mix(in oklch, var(--success) 9%, var(--card))",
  "--success-border": "color-mix(in oklch, var(--success) 30%, var(--card))",
  "--success-text": "color-mix(in srgb, var(--success) 70%, var(--foreground))",
  "--info-bg": "color-mix(in oklch, var(--primary) 7%, var(--card))",
  "--info-border": "color-mix(in oklch, var(--primary) 25%, var(--card))",
  "--info-text": "color-mix(in srgb, var(--primary) 75%, var(--foreground))",
  "--warning-bg": "color-mix(in oklch, var(--warning) 18%, var(--card))",
  "--warning-border": "color-mix(in oklch, var(--warning) 55%, var(--card))",
  "--warning-text": "var(--warning-foreground)",
  "--error-bg": "color-mix(in oklch, var(--destructive) 8%, var(--card))",
  "--error-border": "color-mix(in oklch, var(--destructive) 28%, var(--card))",
  "--error-text": "color-mix(in srgb, var(--destructive) 80%, var(--foreground))",
  // The close button sits on the toast's right edge, where a top-right stack's eye lands.
  "--toast-close-button-start": "unset",
  "--toast-close-button-end": "0",
  "--toast-close-button-transform": "translate(35%, -35%)",
} as React.CSSProperties;

/**
 * Where toasts appear: fixed top-right below the navigation bar, at most 20 at once, 350 px wide, each with a close button, in our
 * colours. Mount once near the root; raise toasts with `notify`. Renders nothing until the first toast has
 * loaded sonner; its live region is then mounted a frame before the toast is added.
 */
function Toaster(props: ToasterProps) {
  const sonner = React.useSyncExternalStore(sonnerStore.subscribe, sonnerStore.get, sonnerStore.getServer);
  return sonner ? <LoadedToaster Sonner={sonner.Toaster} {...props} /> : null;
}

function LoadedToaster({
  Sonner,
  className,
  style,
  toastOptions,
  ...props
}: ToasterProps & { Sonner: React.ComponentType<ToasterProps> }) {
  React.useEffect(toasterMounted, []);
  return (
    <Sonner
      position="top-right"
      // Below the fixed navigation (--nav-height), so a toast never covers its links.
      offset={{ top: "calc(var(--nav-height) + 0.75rem)", right: "1.5rem" }}
      mobileOffset={{ top: "calc(var(--nav-height) + 0.5rem)", left: "1rem", right: "1rem" }}
      visibleToasts={MAX_VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS.message}
      closeButton
      richColors
      theme="light"
      className={cn("toaster", className)}
      style={{ ...tokenColours, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "font-sans !text-sm !shadow-2 !gap-3 !px-4 !py-3.5",
          title: "!font-medium leading-snug",
          description: "!text-muted-foreground",
          closeButton: "!size-6 focus-visible:!ring-[3px] focus-visible:!ring-ring/60",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
