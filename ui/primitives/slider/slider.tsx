import * as React from "react";
import { Slider as SliderPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";

/** A thumb's accessible name is required: a visible label's id, or a label of its own. */
type SliderThumbName =
  { "aria-labelledby": string; "aria-label"?: never } | { "aria-label": string; "aria-labelledby"?: never };

type SliderThumbProps = SliderThumbName & {
  /** What the thumb's value means in words ("$25", "300 attendees"); announced instead of the bare number. */
  "aria-valuetext"?: string;
};

type SliderProps = Omit<React.ComponentProps<typeof SliderPrimitive.Root>, "children"> & {
  /** One entry per thumb, in order: one for a single value, two for a range. Each names its thumb. */
  thumbs: readonly SliderThumbProps[];
};

/**
 * The Radix slider, styled: a track, the filled range and one thumb per entry of `thumbs` (two make a range).
 * Horizontal or `orientation="vertical"`. Home and End move the focused thumb to its own limit (the APG pattern). It shows no label or value: for a form field use `SliderField`, which
 * labels the thumb and spells out the value. Use a slider when an approximate value on a known scale is fine; when
 * the exact number matters, an input is kinder.
 */
function Slider({
  thumbs,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs = 0,
  orientation = "horizontal",
  disabled,
  onKeyDown,
  className,
  ...props
}: SliderProps) {
  const [values, change] = useControllableState(value, () => defaultValue ?? thumbs.map(() => min), onValueChange);

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      data-orientation={orientation}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      orientation={orientation}
      value={values}
      disabled={disabled}
      onValueChange={change}
      onValueCommit={onValueCommit}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled || (event.key !== "Home" && event.key !== "End")) return;
        // Radix moves the first thumb on Home and the last on End whichever is focused, and snaps End to the step
        // grid (59 of 5–60 in steps of 3). The APG slider pattern moves the focused thumb to its own limit.
        const index = [...event.currentTarget.querySelectorAll('[data-slot="slider-thumb"]')].indexOf(
          event.target as Element,
        );
        if (index < 0) return;
        event.preventDefault();
        const gap = minStepsBetweenThumbs * step;
        const limit =
          event.key === "Home" ? (values[index - 1] ?? min - gap) + gap : (values[index + 1] ?? max + gap) - gap;
        if (values[index] === limit) return;
        const next = values.with(index, limit);
        change(next);
        onValueCommit?.(next);
      }}
      className={cn(
        "relative flex touch-none items-center select-none",
        "data-[orientation=horizontal]:w-full data-[orientation=horizontal]:py-2",
        "data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:flex-col data-[orientation=vertical]:px-2",
        "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className={cn(
          "relative grow overflow-hidden rounded-full bg-secondary",
          "data-[orientation=horizontal]:h-2 data-[orientation=horizontal]:w-full",
          "data-[orientation=vertical]:h-full data-[orientation=vertical]:w-2",
        )}
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute rounded-full bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {thumbs.map((thumb, index) => (
        <SliderPrimitive.Thumb
          // Thumbs have no identity beyond their order.
          key={index}
          data-slot="slider-thumb"
          {...thumb}
          className={cn(
            "block size-6 shrink-0 cursor-grab rounded-full border-2 border-primary bg-card shadow-2 outline-none",
            "transition-[box-shadow,transform] duration-(--duration-fast) hover:ring-4 hover:ring-ring/20",
            "focus-visible:ring-[5px] focus-visible:ring-ring/40 active:cursor-grabbing motion-safe:active:scale-110",
            "data-[disabled]:cursor-not-allowed",
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}

export { Slider, type SliderProps, type SliderThumbProps };
