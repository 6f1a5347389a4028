// Inlined at the end of every prerendered page (server/start-script.ts), allowed by its hash in the
// Content-Security-Policy: plain JavaScript, no imports. It does two things once the HTML is parsed. (What the visitor
// does before the code is here is held by hold-early-actions.js, inlined at the top of the page.)
(() => {
  // The page's entry and its preloads.
  const { entry, preload } = document.currentScript.dataset;

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

  // 2. Starts the page's code after the first contentful paint (reported once the frame is on screen), or after 3 s
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
