import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";

/** True while the open dialog's content is busy: every way of closing it is switched off. */
const DialogBusyContext = React.createContext(false);

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

/** Closes the dialog; disabled while the content is busy so a pending save cannot be abandoned half-way. */
function DialogClose({ disabled, ...props }: React.ComponentProps<typeof DialogPrimitive.Close>) {
  const busy = React.useContext(DialogBusyContext);
  return <DialogPrimitive.Close data-slot="dialog-close" disabled={disabled || busy} {...props} />;
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-inverse/60 backdrop-blur-[2px]",
        "motion-safe:duration-(--duration-base) motion-safe:data-[state=open]:animate-in motion-safe:data-[state=open]:fade-in-0",
        "motion-safe:data-[state=closed]:animate-out motion-safe:data-[state=closed]:fade-out-0",
        className,
      )}
      {...props}
    />
  );
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** While true, Escape, a click on the overlay and the close buttons cannot close the dialog. */
  busy?: boolean;
  /** The corner close button (an "×" labelled "Close"). */
  showCloseButton?: boolean;
};

/**
 * A modal panel for one short task the visitor must finish or cancel before going on: the demo call's details, a
 * confirmation. Focus moves in on open, stays inside, and returns to the trigger on close; Escape, the overlay and
 * the close button close it unless `busy` (a save in flight).
 *
 * **When not to use it.** For content a visitor may want beside the page (a plan's details, the privacy policy),
 * keep it on the page or link to it: a dialog hides everything else. For a message that needs no answer use a toast
 * (`notify`); for a long form, a page of its own.
 *
 * **Do**
 * - A title that names the task, and a description of what happens next:
 *   `<DialogTitle>Before we connect you</DialogTitle>`.
 * - End with the action and a way out: `<Button type="submit">Start Demo Call</Button>` beside
 *   `<DialogClose asChild><Button variant="ghost">Cancel</Button></DialogClose>`.
 * - Pass `busy` while saving, so the visitor cannot close it half-way.
 *
 * **Don't**
 * - Open a dialog from a dialog, or on page load without the visitor asking.
 * - Leave out `DialogTitle`: the dialog then has no accessible name.
 */
function DialogContent({
  className,
  children,
  busy = false,
  showCloseButton = true,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogBusyContext.Provider value={busy}>
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          data-slot="dialog-content"
          data-busy={busy || undefined}
          aria-busy={busy || undefined}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (busy) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            onPointerDownOutside?.(event);
            if (busy) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (busy) event.preventDefault();
          }}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
            "gap-5 overflow-y-auto rounded-2xl border bg-card p-6 text-card-foreground shadow-3 outline-none sm:p-8",
            "motion-safe:duration-(--duration-base) motion-safe:data-[state=open]:animate-in motion-safe:data-[state=open]:fade-in-0 motion-safe:data-[state=open]:zoom-in-95",
            "motion-safe:data-[state=closed]:animate-out motion-safe:data-[state=closed]:fade-out-0 motion-safe:data-[state=closed]:zoom-out-95",
            className,
          )}
          {...props}
        >
          {children}
          {showCloseButton ? (
            <DialogClose
              data-slot="dialog-close-button"
              className={cn(
                "absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground",
                "transition-colors duration-(--duration-fast) outline-none hover:bg-muted hover:text-foreground",
                "focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-55",
              )}
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Close</span>
            </DialogClose>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogBusyContext.Provider>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("grid gap-2 pr-8 text-left", className)} {...props} />;
}

function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("font-display text-xl leading-tight font-semibold tracking-tight sm:text-2xl", className)}
      {...props}
    />
  );
}

function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm leading-relaxed text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
};
