/** How long a held submit keeps waiting for its form's code before the visitor has to send again. */
const HOLD_MS = 10_000;

/**
 * Every form on the site is handled by React, which cancels the browser's own submission. A form whose HTML is
 * still waiting for its code (a deferred part) would submit natively: the page reloads with the input in the URL
 * and nothing is stored. Such a submit is cancelled here and sent again on each frame until the form's code takes
 * it; after `HOLD_MS` it is dropped, the typed input still in place.
 */
export function holdSubmitsUntilHydrated(target: Window = window): void {
  const deadlines = new WeakMap<HTMLFormElement, number>();
  // Bubble phase on the window: React's listener (on the root) has had its turn.
  target.addEventListener("submit", (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const form = event.target;
    const deadline = deadlines.get(form) ?? performance.now() + HOLD_MS;
    if (performance.now() > deadline) {
      deadlines.delete(form);
      return;
    }
    deadlines.set(form, deadline);
    const { submitter } = event;
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    requestAnimationFrame(() => {
      if (form.isConnected) form.requestSubmit(button?.form === form ? button : null);
    });
  });
}
