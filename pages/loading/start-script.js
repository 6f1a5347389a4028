// Inlined at the end of every prerendered page (server/start-script.ts), allowed by its hash in the
// Content-Security-Policy: plain JavaScript, no imports. It does three things from the moment the HTML is parsed.
(() => {
  // The page's entry and its preloads, the words for a submit that could not be sent, and (for tests) the hold.
  const { entry, preload, stalled, holdMs = "10000" } = document.currentScript.dataset;

  // 1. Draws the first screen first. It runs before the browser's first style and layout, which would otherwise
  // include every band of the page: content-visibility skips their painting, not all of their style and layout (a
  // third of the home page's first render). The bands after the first two (the first screen at any common size)
  // and the footer stay out of the first frame (data-first-screen, ui/styles/globals.css) and are drawn in the next
  // one, when the page's code starts. Not on a reload, back or forward, or a #link: there the browser scrolls into
  // the page while it loads, and needs all of it. Nor when a slow line has already painted part of the page before
  // the end of the HTML came: what is on screen is never taken away. (Nothing here may read the layout, such as
  // scrollY: that would lay out the whole page right now, the very work this saves.)
  const root = document.documentElement;
  const fresh = performance.getEntriesByType("navigation")[0]?.type === "navigate" && !location.hash;
  const painted = performance.getEntriesByName("first-contentful-paint").length > 0;
  if (fresh && !painted) root.dataset.firstScreen = "";
  // A #link (from an email, another site) renders every band at once (data-render-all): the browser jumps to the
  // section's real place, not to an estimate made of placeholder heights. The footer under #contact counted as 50rem;
  // drawn shorter, it moved the page's end up and left #contact 183 px low on a laptop.
  if (location.hash) root.dataset.renderAll = "";

  // 2. Holds early submits. Every form on the site is handled by React, which cancels the browser's own submission.
  // A form whose code has not arrived (the entry is still coming, or its part is deferred) would post natively:
  // the page reloads with the input in the URL and nothing is stored. Such a submit is cancelled and sent again on
  // each frame until the form's code takes it. After 10 s (the code never came: the connection dropped) it is
  // dropped, the typed input still in place, and a note says so. The note hangs off <body>, outside the HTML React
  // will hydrate (an extra node in a form would not match it), and goes when the visitor sends again.
  const note = Object.assign(document.createElement("p"), {
    role: "alert",
    className:
      "fixed inset-x-4 top-20 z-50 mx-auto max-w-md rounded-lg border bg-card px-4 py-3 text-sm font-medium text-destructive shadow-2",
    textContent: stalled,
  });
  note.dataset.slot = "page-stalled";
  const deadlines = new WeakMap();
  // Bubble phase on the window: React's listener (on the root) has had its turn.
  window.addEventListener("submit", (event) => {
    note.remove(); // sent again: held anew or taken by its code
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const form = event.target;
    const deadline = deadlines.get(form) ?? performance.now() + Number(holdMs);
    if (performance.now() > deadline) {
      deadlines.delete(form);
      document.body.append(note);
      return;
    }
    deadlines.set(form, deadline);
    const { submitter } = event;
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    requestAnimationFrame(() => {
      if (form.isConnected) form.requestSubmit(button?.form === form ? button : null);
    });
  });

  // 3. Starts the page's code after the first contentful paint (reported once the frame is on screen), or after 3 s
  // in a tab that never paints (opened in the background), so the fonts and the text come first on a slow line.
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    delete root.dataset.firstScreen;
    for (const href of preload.split(" ").filter(Boolean)) add("link", { rel: "modulepreload", href, crossOrigin: "" });
    add("script", { type: "module", src: entry, crossOrigin: "" });
  };
  if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) start();
    }).observe({ type: "paint", buffered: true });
  } else {
    // A browser that does not report paints (observing them would silently wait for the 3 s below, with the rest
    // of the page held back): just after the first frame instead.
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, 3000);
})();
