/** Room left above a scrolled-to section for the fixed navigation bar (docs/product/constants.md#site-timing: 80 px). */
export const SCROLL_OFFSET_PX = 80;

/**
 * Smoothly scrolls the page so the element with `id` sits 80 px below the top (below the fixed nav), and moves
 * focus there, so keyboard and screen-reader visitors continue from the section they chose (read by its
 * heading through `aria-labelledby`). A missing section only logs a warning (docs/product/screens.md#navigation):
 * links must never throw. Returns whether it scrolled. Under reduced motion the jump is instant.
 */
export function scrollToSection(id: string, options: { offset?: number } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) {
    console.warn(`scrollToSection: no section with id "${id}" on this page`);
    return false;
  }
  const offset = options.offset ?? SCROLL_OFFSET_PX;
  renderAllBands();
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: reduced ? "auto" : "smooth" });
  // Focusable from script only (not a Tab stop); preventScroll leaves the smooth scroll undisturbed.
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Bands the visitor has not come near yet are skipped on load (globals.css) and count as a placeholder height, so a
 * section's position would be an estimate. Rendering them all once (a single layout) makes it exact, for good.
 */
function renderAllBands(): void {
  document.documentElement.dataset.renderAll = "";
}

/** Scrolls to the top of the page (the nav's Home link on the home page). */
export function scrollToTop(): void {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
}
