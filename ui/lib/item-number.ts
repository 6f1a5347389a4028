/** The two-digit number drawn beside the item at `index` in a numbered section ('01', '02' … '10'). */
export function itemNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}
