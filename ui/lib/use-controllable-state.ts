import * as React from "react";

/**
 * A value that is controlled when `value` is given and kept here otherwise, the way Radix parts and inputs behave:
 * `set` reports every change to `onChange` and only stores it when uncontrolled.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const controlled = value !== undefined;
  const set = (next: T) => {
    if (!controlled) setUncontrolled(next);
    onChange?.(next);
  };
  return [controlled ? value : uncontrolled, set];
}
