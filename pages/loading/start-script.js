// Inlined at the end of every prerendered page (server/start-script.ts), allowed by its hash in the
// Content-Security-Policy: plain JavaScript, no imports. It does two things from the moment the HTML is parsed.
(() => {
  // The page's entry and its preloads, the words for a submit that could not be sent, and (for tests) the hold.
  const { entry, preload, stalled, holdMs = "10000" } = document.currentScript.dataset;

  // 1. Holds early submits. Every form on the site is handled by React, which cancels the browser's own submission.
  // A form whose code has not arrived (the entry is still coming, or its part is deferred) would post natively:
  // the page reloads with the input in the URL and nothing is stored. Such a submit is cancelled and sent again on
  // each frame until the form's code takes it. After 10 s (the code never came: the connection dropped) it is
  // dropped, the typed input still in place, and the form says so.
  const tellStalled = (form) => {
    let note = form.querySelector('[data-slot="page-stalled"]');
    if (!note) {
      note = Object.assign(document.createElement("p"), {
        role: "alert",
        className: "mt-3 rounded-lg bg-card px-3 py-2 text-sm font-medium text-destructive",
      });
      note.dataset.slot = "page-stalled";
      form.append(note);
    }
    note.textContent = stalled;
  };
  const deadlines = new WeakMap();
  // Bubble phase on the window: React's listener (on the root) has had its turn.
  window.addEventListener("submit", (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const form = event.target;
    const deadline = deadlines.get(form) ?? performance.now() + Number(holdMs);
    if (performance.now() > deadline) {
      deadlines.delete(form);
      tellStalled(form);
      return;
    }
    deadlines.set(form, deadline);
    const { submitter } = event;
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    requestAnimationFrame(() => {
      if (form.isConnected) form.requestSubmit(button?.form === form ? button : null);
    });
  });

  // 2. Starts the page's code after the first contentful paint (reported once the frame is on screen), or after 3 s
  // in a tab that never paints (opened in the background), so the fonts and the text come first on a slow line.
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(" ").filter(Boolean)) add("link", { rel: "modulepreload", href, crossOrigin: "" });
    add("script", { type: "module", src: entry, crossOrigin: "" });
  };
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) start();
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, 3000);
})();
