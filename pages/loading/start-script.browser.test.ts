import { afterEach, expect, test, vi } from "vitest";
import holdScript from "./hold-early-actions.js?raw";
import startScript from "./start-script.js?raw";

// The script runs once for the whole file, as a prerendered page runs it once: its entry is a module that says it ran.
const entry = URL.createObjectURL(
  new Blob(["window.dispatchEvent(new Event('entry-started'));"], { type: "text/javascript" }),
);
const entryStarted = new Promise<void>((resolve) => window.addEventListener("entry-started", () => resolve()));
// Something to paint, as a prerendered page has, in the root React hydrates.
const root = Object.assign(document.createElement("div"), { id: "root" });
root.append(Object.assign(document.createElement("p"), { textContent: "Turn Conversations Into Meetings" }));
document.body.append(root);
// The first frame is already on screen when the script runs, as on a slow line that showed part of the page
// before the end of its HTML came: the root's first-screen mark must never be set (it would take bands away).
const firstScreenMarks: boolean[] = [];
new MutationObserver(() => firstScreenMarks.push(document.documentElement.hasAttribute("data-first-screen"))).observe(
  document.documentElement,
  { attributeFilter: ["data-first-screen"] },
);
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
await vi.waitFor(() => expect(performance.getEntriesByName("first-contentful-paint")).not.toHaveLength(0));
const scriptAddedAt = performance.now();
// Both scripts of a prerendered page: the one that holds the visitor's actions, then the one that starts the code.
const hold = Object.assign(document.createElement("script"), { textContent: holdScript });
hold.dataset.stalled = "This page did not finish loading, so nothing was sent.";
hold.dataset.holdMs = "300"; // the page holds for 10 s
document.head.append(hold);
const script = Object.assign(document.createElement("script"), { textContent: startScript });
script.dataset.entry = entry;
script.dataset.preload = "";
document.head.append(script);

afterEach(() => {
  document.body.querySelectorAll("form, #root > :not(p)").forEach((element) => element.remove());
});

/** Prerendered HTML in the root, not hydrated yet. */
function prerendered(html: string): HTMLElement {
  const element = Object.assign(document.createElement("div"), { innerHTML: html });
  root.append(element);
  return element.firstElementChild as HTMLElement;
}

/** What React's hydration does to an element: marks it with its fiber and listens (here, on the element itself). */
function hydrate(element: Element, type: string, listener: (event: Event) => void) {
  Object.assign(element, { __reactFiber$test: {} });
  element.addEventListener(type, listener);
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

function form() {
  const element = document.createElement("form");
  element.innerHTML = `<input name="email" value="news@harbour-pr.co.uk" /><button type="submit">Subscribe</button>`;
  document.body.append(element);
  return element;
}

test("starts the page's entry once the page has painted, well before the 3 s fallback", async () => {
  await entryStarted;
  expect(performance.now() - scriptAddedAt).toBeLessThan(2000);
  expect(performance.getEntriesByName("first-contentful-paint")).not.toHaveLength(0);
  expect(document.head.querySelectorAll(`script[type="module"][src="${entry}"]`)).toHaveLength(1);
});

test("takes nothing away from a page that has already painted: the first-screen mark is never set", async () => {
  await entryStarted;
  expect(firstScreenMarks).toEqual([]);
  expect(document.documentElement.hasAttribute("data-first-screen")).toBe(false);
});

test("a submit nobody handles yet is cancelled, then sent again until the form's code takes it", async () => {
  const element = form();
  const unload = vi.fn();
  window.addEventListener("beforeunload", unload);
  element.querySelector("button")!.click(); // before the form's code is here: would navigate natively

  // The code arrives: a handler like React's, which cancels the native submission and reads the input.
  const received = new Promise<FormData>((resolve) => {
    element.addEventListener("submit", (event) => {
      event.preventDefault();
      resolve(new FormData(element, event.submitter));
    });
  });
  const data = await received;
  expect(data.get("email")).toBe("news@harbour-pr.co.uk");
  expect(unload).not.toHaveBeenCalled();
  window.removeEventListener("beforeunload", unload);
});

test("a submit the form's code handles is left alone (sent once)", async () => {
  const element = form();
  const handler = vi.fn((event: SubmitEvent) => event.preventDefault());
  element.addEventListener("submit", handler);
  element.querySelector("button")!.click();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  expect(handler).toHaveBeenCalledTimes(1);
});

test("a submit whose code never comes is dropped after the hold, the input kept, and the page says why", async () => {
  const element = form();
  const unload = vi.fn();
  window.addEventListener("beforeunload", unload);
  element.querySelector("button")!.click();
  const note = await vi.waitFor(
    () => {
      const found = document.querySelector('[role="alert"][data-slot="page-stalled"]');
      if (!found) throw new Error("no message yet");
      return found;
    },
    { timeout: 2000 },
  );
  expect(note).toHaveProperty("textContent", "This page did not finish loading, so nothing was sent.");
  expect(element.contains(note)).toBe(false); // outside the HTML React will hydrate
  expect(element.querySelector("input")!.value).toBe("news@harbour-pr.co.uk");
  expect(unload).not.toHaveBeenCalled();

  // Sent again (the line is back): the note goes, and the form's code takes the submit.
  const received = new Promise<void>((resolve) =>
    element.addEventListener("submit", (event) => {
      event.preventDefault();
      resolve();
    }),
  );
  element.querySelector("button")!.click();
  await received;
  expect(note.isConnected).toBe(false);
  window.removeEventListener("beforeunload", unload);
});

test("in a browser that reports no paints, the page's code and the rest of the page come right after the first frame", async () => {
  // The page's entry, in a frame of this origin, says it ran.
  const frameEntry = URL.createObjectURL(
    new Blob(["parent.postMessage('frame-entry-started', '*');"], { type: "text/javascript" }),
  );
  const frameStarted = new Promise<void>((resolve) =>
    window.addEventListener("message", (event) => event.data === "frame-entry-started" && resolve()),
  );
  const frame = document.createElement("iframe");
  frame.srcdoc = `<!doctype html><html><body>
    <script>
      // Observes, but never reports a paint (older browsers: observing an unknown type is silently ignored).
      window.PerformanceObserver = class { static supportedEntryTypes = ["navigation", "resource"]; observe() {} };
    </script>
    <main><section>Turn Conversations Into Meetings</section><section>Results</section><section>Pricing</section></main>
    <script data-entry="${frameEntry}" data-preload="">${startScript}</script>
  </body></html>`;
  const addedAt = performance.now();
  document.body.append(frame);
  await frameStarted;
  expect(performance.now() - addedAt).toBeLessThan(2000); // not the 3 s left for a tab that never paints
  expect(frame.contentDocument!.documentElement.hasAttribute("data-first-screen")).toBe(false);
  frame.remove();
});

test("a tap on a control whose code is not here yet is held, shown busy, and carried out once when it is", async () => {
  const button = prerendered(`<button type="button">Request a Demo Call</button>`);
  const early = vi.fn();
  root.addEventListener("click", early); // React's root listener: must not see the held tap
  button.click();
  button.click(); // tapped again while it shows it is working: dropped
  expect(button.getAttribute("aria-busy")).toBe("true");
  expect(button.hasAttribute("data-held")).toBe(true);

  await nextFrames();
  const clicked = vi.fn();
  hydrate(button, "click", clicked);
  await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  await nextFrames();
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(early).toHaveBeenCalledTimes(1); // the replayed tap only
  expect(button.hasAttribute("aria-busy")).toBe(false);
  expect(button.hasAttribute("data-held")).toBe(false);
  root.removeEventListener("click", early);
});

test("a tap on an internal link is held rather than followed, and followed by its code once hydrated", async () => {
  const link = prerendered(`<a href="#pricing"><span>Pricing</span></a>`);
  link.querySelector("span")!.click();
  await nextFrames();
  expect(location.hash).toBe("");
  const followed = vi.fn((event: Event) => event.preventDefault());
  hydrate(link.querySelector("span")!, "click", followed);
  await vi.waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
  expect(location.hash).toBe("");
});

test("key presses on a control are held and replayed in order; Tab is left alone", async () => {
  const slider = prerendered(`<span role="slider" tabindex="0" aria-valuenow="10"></span>`);
  slider.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  slider.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true }));
  slider.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
  const keys: string[] = [];
  hydrate(slider, "keydown", (event) => keys.push((event as KeyboardEvent).key));
  await vi.waitFor(() => expect(keys).toEqual(["ArrowRight", "ArrowUp"]));
});

test("taps the browser handles itself are left to it: a hydrated control, a new-tab link, a submit button", async () => {
  const live = prerendered(`<button type="button">Next story</button>`);
  const liveClicks = vi.fn();
  hydrate(live, "click", liveClicks);
  live.click();
  expect(liveClicks).toHaveBeenCalledTimes(1);

  const external = prerendered(`<a href="https://cal.example/book" target="_blank">Get started</a>`);
  const reached = vi.fn((event: Event) => event.preventDefault()); // no tab opened from the test
  root.addEventListener("click", reached);
  external.click();
  expect(reached).toHaveBeenCalledTimes(1);
  expect(external.hasAttribute("aria-busy")).toBe(false);
  root.removeEventListener("click", reached);

  // A submit button's tap submits its form: the held submits above take it from there.
  const form = prerendered(`<form><button type="submit">Subscribe</button></form>`);
  const submitted = new Promise<void>((resolve) =>
    form.addEventListener("submit", (event) => (event.preventDefault(), resolve()), { once: true }),
  );
  form.querySelector("button")!.click();
  await submitted;
});

test("the visitor's first move is marked on the root, for the parts whose code comes after it", () => {
  root.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  expect(document.documentElement.hasAttribute("data-visitor-started")).toBe(true);
});
