import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { Loader2 } from "lucide-react";
import { cn } from "../../lib/cn";

const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap select-none",
    "transition-[color,background-color,border-color,box-shadow,transform] duration-(--duration-fast)",
    // The focus ring at full strength: at 60% it fell under 3:1 on paper (2.7:1) and on vermilion (2.9:1).
    "outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55",
    "motion-safe:active:scale-[0.98] [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-2 hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/75",
        outline: "border border-input bg-card text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        /** A strong action that is not the view's main one, on a light surface: ink, so the one vermilion stays first. */
        ink: "bg-foreground text-background shadow-2 hover:bg-foreground/85",
        inverse: "bg-inverse-foreground text-inverse hover:bg-inverse-foreground/90",
        /**
         * The second action on an ink or vermilion band, beside an `inverse` one: drawn in the band's own text colour
         * (one variant for both, and no bytes for a second in the first screen's code). Its outline at 70 %: at 45 % it
         * faded into vermilion.
         */
        "inverse-outline": "border border-current/70 hover:bg-current/10",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, a router Link) with the button's styling. */
    asChild?: boolean;
    /** Shows a spinner, marks the button busy and ignores clicks; the label stays for screen readers. */
    loading?: boolean;
  };

/**
 * Starts an action on this page: sends a form, opens a dialog, starts or ends the demo call. It is the one button of
 * the design system; `asChild` lends its look to a link when a link must read as the page's main action.
 *
 * **When not to use it.** To go somewhere, use a link (`<a>`, `ExternalLink` for another site): a button that
 * navigates breaks middle-click, "open in new tab" and what a screen reader announces. For a choice that stays
 * on (a filter, a setting) use a switch or radio, not a button that looks pressed.
 *
 * **Do**
 * - One `primary` per view, for the action the view is about; `outline` or `ghost` beside it for the rest.
 * - Say what happens, verb first: `<Button>Send Message</Button>`, `<Button variant="ghost">Cancel</Button>`.
 * - While the action runs, keep the button and say so: `<Button loading>Sending...</Button>`.
 *
 * **Don't**
 * - Two primaries side by side: the visitor cannot tell which one matters.
 * - Vague labels (`OK`, `Click here`, `Submit`) or an icon alone without an `aria-label`.
 * - `disabled` to say "not yet": explain what is missing instead (a disabled button cannot be focused or explained).
 */
function Button({
  className,
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={asChild ? undefined : disabled || loading}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? <Loader2 aria-hidden="true" className="motion-safe:animate-spin" /> : null}
          {children}
        </>
      )}
    </Comp>
  );
}

export { Button, buttonVariants, type ButtonProps };
