import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No conflict merging (tailwind-merge alone would be a tenth of the home page's JavaScript
 * budget): a component's `className` is for placement (margin, width, grid), and restyling goes through variants.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
