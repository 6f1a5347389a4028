import * as React from "react";
import { cn } from "../../lib/cn";

type PackagePickerProps = Omit<React.ComponentProps<"fieldset">, "children"> & {
  /** Names the group for screen readers ('Package to show'); the buttons' own words are the packages' names. */
  label: string;
  /** The packages' names, in order; the radio of the package at index `n` carries `data-pick="n"`. */
  names: readonly string[];
  /** The package picked before the visitor chooses (the popular one). */
  defaultIndex: number;
};

/**
 * A segmented row of packages ('Starter · Growth · Pro') where a phone has room for one. It is a group of native
 * radio buttons: arrow keys move between them, and the section shows the picked package by CSS alone
 * (`group-has-[[data-pick='1']:checked]`), so a pick works before the page's code has loaded and needs none of it.
 * Hide it where every package fits side by side.
 */
function PackagePicker({ label, names, defaultIndex, className, ...props }: PackagePickerProps) {
  // One radio group per picker, however many the page shows (two on a docs page shared one name, and one unchecked
  // the other).
  const name = React.useId();
  return (
    <fieldset data-slot="package-picker" className={className} {...props}>
      <legend className="sr-only">{label}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-full border border-border bg-card p-1 shadow-1">
        {names.map((packageName, index) => (
          <label
            key={packageName}
            className={cn(
              "flex h-10 cursor-pointer items-center justify-center rounded-full text-sm font-semibold text-muted-foreground transition-colors",
              "has-checked:bg-foreground has-checked:text-background has-focus-visible:ring-[3px] has-focus-visible:ring-ring",
            )}
          >
            <input
              type="radio"
              name={name}
              data-pick={index}
              defaultChecked={index === defaultIndex}
              className="sr-only"
            />
            {packageName}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export { PackagePicker, type PackagePickerProps };
