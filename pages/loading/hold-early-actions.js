// Inlined at the top of every prerendered page's <body> (server/start-script.ts), allowed by its hash in the
// Content-Security-Policy: plain JavaScript, no imports. From the moment the first of the HTML is parsed (a slow line
// paints the nav and the hero a second or more before the rest of the page arrives), it keeps every submit, tap and
// key press made before the code of its control is here, and carries it out once it is.
(() => {
  // The words for a submit that could not be sent, and (for tests) the hold.
  const { stalled, holdMs = "10000" } = document.currentScript.dataset;
  const root = document.documentElement;

  // 1. Holds early submits. Every form on the site is handled by React, which cancels the browser's own submission.
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
  // A control whose action is waiting for its code says so at once (aria-busy, styled by ui/styles/globals.css).
  const markBusy = (control, busy) => {
    if (!control) return;
    control.toggleAttribute("data-held", busy);
    if (busy) control.setAttribute("aria-busy", "true");
    else control.removeAttribute("aria-busy");
  };
  // Bubble phase on the window: React's listener (on the root) has had its turn.
  window.addEventListener("submit", (event) => {
    note.remove(); // sent again: held anew or taken by its code
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const form = event.target;
    const { submitter } = event;
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    const deadline = deadlines.get(form) ?? performance.now() + Number(holdMs);
    if (performance.now() > deadline) {
      deadlines.delete(form);
      markBusy(button, false);
      document.body.append(note);
      return;
    }
    deadlines.set(form, deadline);
    markBusy(button, true);
    requestAnimationFrame(() => {
      // Resent: its code takes it (and says whether it is busy) or it is held again.
      markBusy(button, false);
      if (form.isConnected) form.requestSubmit(button?.form === form ? button : null);
    });
  });

  // 2. Keeps early taps and key presses (event replay, as Angular and islands frameworks do). A control is live HTML
  // from the first paint, but React attaches its handlers only when the page's code, or the code of the deferred
  // part it sits in (pages/loading/deferred-part.tsx), has arrived and hydrated it: until then a tap on the hero's
  // demo button or the phone menu did nothing, and a tap on an internal link reloaded the page or jumped to an
  // estimate of the section's place. A click or key press on a control that React has not hydrated yet (it carries
  // no React fiber) is stopped here, on the window before the root sees it, the control is marked busy, and the event
  // is dispatched again to the same target once React has hydrated it: exactly once, in order. Further taps on a
  // control already waiting are dropped, as a busy button ignores them. Submit buttons are left to the held submits
  // above, links that open elsewhere (another tab, a download, another site) and modified clicks to the browser, and
  // text fields to the browser (typed text is kept: ui/lib/use-typed-before-hydration.ts). A tap waits three times
  // as long as a submit (30 s: on a 50 KB/s line the code can take 10 s); then (the code never came) it is dropped
  // and the control no longer busy.
  // The root may not be parsed yet when the first tap comes: looked up at each event.
  const inPage = (element) => document.getElementById("root")?.contains(element) ?? false;
  const controls =
    "a[href], button, summary, input[type=checkbox], input[type=radio], input[type=button], input[type=reset], " +
    ":is([role=button], [role=link], [role=tab], [role=checkbox], [role=switch], [role=radio], [role=menuitem], [role=option], [role=slider])";
  const isHydrated = (element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  const leftToBrowser = (event, control) =>
    (control.type === "submit" && control.form) ||
    (control instanceof HTMLAnchorElement &&
      (event.button !== 0 ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        event.altKey ||
        (control.target && control.target !== "_self") ||
        control.hasAttribute("download") ||
        control.origin !== location.origin));
  // Keys that the browser turns into a click on the control (held as such), and keys that only move focus.
  const activationKeys = ["Enter", " "];
  const focusKeys = ["Tab", "Shift", "Control", "Alt", "Meta"];
  const held = [];
  const replayHeld = () => {
    for (const entry of held.splice(0)) {
      const { event, control, deadline } = entry;
      if (isHydrated(event.target)) {
        markBusy(control, false);
        event.target.dispatchEvent(event.copy);
      } else if (event.target.isConnected && performance.now() < deadline) held.push(entry);
      else markBusy(control, false);
    }
    if (held.length) requestAnimationFrame(replayHeld);
  };
  const hold = (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !inPage(target) || isHydrated(target)) return;
    const control = target.closest(controls);
    if (!control || !inPage(control) || leftToBrowser(event, control)) return;
    const click = event.type === "click";
    if (
      !click &&
      (focusKeys.includes(event.key) || (activationKeys.includes(event.key) && !control.hasAttribute("role")))
    )
      return;
    // React's listeners are on the root: it never sees this event. (Not stopImmediatePropagation: the deferred parts'
    // own listeners on the window still learn that the visitor has started.)
    event.stopPropagation();
    if (click) event.preventDefault(); // no native navigation or toggle now: the replayed click does it
    if (click && control.hasAttribute("data-held")) return;
    const copy = click ? new MouseEvent("click", event) : new KeyboardEvent("keydown", event);
    if (!held.length) requestAnimationFrame(replayHeld);
    held.push({ event: { target, copy }, control, deadline: performance.now() + 3 * Number(holdMs) });
    markBusy(control, true);
  };
  // Capture phase on the window: before React's listeners on the root.
  window.addEventListener("click", hold, true);
  window.addEventListener("keydown", hold, true);
  // The visitor's first move, for the deferred parts: their code may arrive after a tap it must answer.
  const firstMoves = ["pointerdown", "keydown", "touchstart", "wheel", "scroll", "focusin"];
  const visitorStarted = () => {
    root.dataset.visitorStarted = "";
    for (const type of firstMoves) window.removeEventListener(type, visitorStarted, true);
  };
  for (const type of firstMoves) window.addEventListener(type, visitorStarted, { capture: true, passive: true });
})();
