/**
 * How different a screenshot may be from its baseline and still pass: anti-aliased pixels are ignored (pixelmatch's
 * detection), colour differences under `threshold` count as equal, and up to `allowedMismatchedPixels` stray pixels
 * pass. A real change (a 1-pixel border recoloured, a word moved) touches far more pixels than that.
 */
export const tolerance = { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 12 } as const;
