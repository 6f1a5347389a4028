import * as React from "react";
import { Slider as SliderPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";

type SliderProps = Omit<
  React.ComponentProps<typeof SliderPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange" | "onValueCommit" | "children"
> & {
  /** Visible label; the thumb is named by it (`aria-labelledby`). */
  label: React.ReactNode;
  /** Controlled value. */
  value?: number;
  /** Starting value when uncontrolled (defaults to `min`). */
  defaultValue?: number;
  /** Called with the new number on every step (drag, click, arrow keys, Home/End, Page Up/Down). */
  onValueChange?: (value: number) => void;
  /** Called with the number when the person lets go (pointer up or a key press). */
  onValueCommit?: (value: number) => void;
  /** Text shown beside the label and announced as `aria-valuetext` ("300 attendees" rather than "300"). */
  formatValue?: (value: number) => string;
};

/** A single-value slider with a visible label and its current value spelled out for eyes and ears alike. */
function Slider({
  label,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  formatValue = String,
  min = 0,
  max = 100,
  step = 1,
  id,
  className,
  disabled,
  onKeyDown,
  ...props
}: SliderProps) {
  const generatedId = React.useId();
  const labelId = `${id ?? generatedId}-label`;
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue ?? min);
  const current = value ?? uncontrolled;
  const text = formatValue(current);

  const change = (next: number) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <div data-slot="slider-field" className={cn("grid gap-3", className)}>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} data-slot="slider-label" className="text-sm leading-none font-medium text-foreground">
          {label}
        </span>
        <span data-slot="slider-value" className="text-sm font-semibold text-foreground tabular-nums">
          {text}
        </span>
      </div>
      <SliderPrimitive.Root
        data-slot="slider"
        id={id}
        min={min}
        max={max}
        step={step}
        value={[current]}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined) change(next);
        }}
        onValueCommit={([next]) => {
          if (next !== undefined) onValueCommit?.(next);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // Radix snaps End to the grid, one step short of an off-grid maximum (59 of 5–60 in steps of 3);
          // the APG slider pattern says End sets the maximum. Arrows and Page Up already clamp to it.
          if (event.defaultPrevented || event.key !== "End" || disabled) return;
          event.preventDefault();
          if (current === max) return;
          change(max);
          onValueCommit?.(max);
        }}
        className={cn(
          "relative flex w-full touch-none items-center py-2 select-none",
          "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55",
        )}
        {...props}
      >
        <SliderPrimitive.Track
          data-slot="slider-track"
          className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary"
        >
          <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full rounded-full bg-primary" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          aria-labelledby={labelId}
          aria-valuetext={text}
          className={cn(
            "block size-6 shrink-0 cursor-grab rounded-full border-2 border-primary bg-card shadow-2 outline-none",
            "transition-[box-shadow,transform] duration-(--duration-fast) hover:ring-4 hover:ring-ring/20",
            "focus-visible:ring-[5px] focus-visible:ring-ring/40 active:cursor-grabbing motion-safe:active:scale-110",
            "data-[disabled]:cursor-not-allowed",
          )}
        />
      </SliderPrimitive.Root>
    </div>
  );
}

export { Slider, type SliderProps };
