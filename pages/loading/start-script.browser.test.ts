import { afterEach, expect, test, vi } from "vitest";
import startScript from "./start-script.js?raw";

// The script runs once for the whole file, as a prerendered page runs it once: its entry is a module that says it ran.
const entry = URL.createObjectURL(
  new Blob(["window.dispatchEvent(new Event('entry-started'));"], { type: "text/javascript" }),
);
const entryStarted = new Promise<void>((resolve) => window.addEventListener("entry-started", () => resolve()));
// Something to paint, as a prerendered page has.
document.body.append(Object.assign(document.createElement("p"), { textContent: "Turn Conversations Into Meetings" }));
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
const script = Object.assign(document.createElement("script"), { textContent: startScript });
script.dataset.entry = entry;
script.dataset.preload = "";
script.dataset.stalled = "This page did not finish loading, so nothing was sent.";
script.dataset.holdMs = "300"; // the page holds for 10 s
document.head.append(script);

afterEach(() => {
  document.body.querySelectorAll("form").forEach((element) => element.remove());
});

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
    <script data-entry="${frameEntry}" data-preload="" data-stalled="Not sent.">${startScript}</script>
  </body></html>`;
  const addedAt = performance.now();
  document.body.append(frame);
  await frameStarted;
  expect(performance.now() - addedAt).toBeLessThan(2000); // not the 3 s left for a tab that never paints
  expect(frame.contentDocument!.documentElement.hasAttribute("data-first-screen")).toBe(false);
  frame.remove();
});
