/** Wraps any integer index into 0..length-1, so stepping past either end comes round to the other (docs/product/screens.md#home, item 5). */
export function wrapIndex(index: number, length: number): number {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`wrapIndex: length must be >= 1, got ${length}`);
  return ((index % length) + length) % length;
}

/** The slide after `current`; the last slide is followed by the first. */
export function nextIndex(current: number, length: number): number {
  return wrapIndex(current + 1, length);
}

/** The slide before `current`; the first slide is preceded by the last. */
export function previousIndex(current: number, length: number): number {
  return wrapIndex(current - 1, length);
}
