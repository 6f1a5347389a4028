import { cn } from "../../lib/cn";

/** The brand mark: a speech-wave in a vermilion tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-1",
        className,
      )}
    >
      <svg
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M3 8v4M7 5v10M11 3v14M15 6v8" />
      </svg>
    </span>
  );
}
