import * as React from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/use-controllable-state";
import { Slider, type SliderProps } from "./slider";

type SliderFieldProps = Omit<
  SliderProps,
  "thumbs" | "value" | "defaultValue" | "onValueChange" | "onValueCommit" | "orientation"
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

/**
 * A form field for one number on a scale: a visible label, the current value spelled out beside it (and announced
 * the same way), and a horizontal `Slider` under them. Use it in forms and calculators. For a range, a vertical
 * slider or a slider labelled some other way, use `Slider` directly.
 */
function SliderField({
  label,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  formatValue = String,
  min = 0,
  id,
  className,
  ...props
}: SliderFieldProps) {
  const generatedId = React.useId();
  const labelId = `${id ?? generatedId}-label`;
  const [current, change] = useControllableState(value, defaultValue ?? min, onValueChange);
  const text = formatValue(current);

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
      <Slider
        id={id}
        min={min}
        value={[current]}
        onValueChange={([next]) => {
          if (next !== undefined) change(next);
        }}
        onValueCommit={([next]) => {
          if (next !== undefined) onValueCommit?.(next);
        }}
        thumbs={[{ "aria-labelledby": labelId, "aria-valuetext": text }]}
        {...props}
      />
    </div>
  );
}

export { SliderField, type SliderFieldProps };
