// Every booking button opens the same booking page (site.bookingHref), so the prose around them names what it books
// one way: the free 30-minute workshop ('a free workshop' for short). The button labels the product spec fixes
// ('Book Free Workshop', 'Schedule Consultation') and the hero's '30-minute session' label are allowed by name.
import { describe, expect, it } from "vitest";
import * as callbackRefusals from "./callback-refusals";
import * as demoRequest from "./demo-request";
import * as content from "./index";
import * as leadConfirmations from "./lead-confirmations";
import * as legal from "./legal";
import * as vignettes from "./vignettes";

/** Exact strings the spec fixes: labels, not prose. */
const specLabels = new Set(["Book Free Workshop", "Schedule Consultation", "30-minute session"]);

/** Other names for the free session, as prose might slip them in. */
const otherName =
  /\bconsult(ation|ations|ing call)?\b|\b(strategy|discovery|intro|introductory|scoping) (call|session|meeting)s?\b|\bfree (call|session|chat|audit|meeting|review|consult\w*)\b|\b30-minute (?!workshop\b)\w+/i;

/** Every string a content export holds, with where it sits; copy functions are called with sample arguments. */
function strings(value: unknown, path: string, seen = new Set<unknown>()): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") {
    for (const args of [["Starter", "1", "3"], [["GB"]]]) {
      try {
        return strings((value as (...a: unknown[]) => unknown)(...args), `${path}()`, seen);
      } catch {
        // the next set of sample arguments
      }
    }
    return [];
  }
  if (!value || typeof value !== "object" || seen.has(value) || "$$typeof" in value) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, inner]) =>
    // Element ids and links are addresses, not prose (the consultation band's id `consultation` is the spec's).
    key === "id" || key === "href" ? [] : strings(inner, `${path}.${key}`, seen),
  );
}

const modules = { content, legal, demoRequest, callbackRefusals, leadConfirmations, vignettes };
const prose = Object.entries(modules).flatMap(([name, module]) => strings(module, name));

/** The strings that call the free session by another name. */
const offending = (texts: ReadonlyArray<[string, string]>) =>
  texts.filter(([, text]) => !specLabels.has(text) && otherName.test(text)).map(([path, text]) => `${path}: ${text}`);

describe("one name for the free session", () => {
  it("reads the whole content module, functions included", () => {
    expect(prose.length).toBeGreaterThan(300);
    expect(prose.some(([path]) => path.endsWith("servicesPage.cta.intro"))).toBe(true);
    expect(prose.some(([, text]) => text.startsWith("We can only call UK mobile"))).toBe(true);
  });

  it("calls it the free 30-minute workshop (or a free workshop) everywhere in prose", () => {
    expect(offending(prose)).toEqual([]);
  });

  it("still uses the spec's labels where it fixes them", () => {
    const texts = new Set(prose.map(([, text]) => text));
    for (const label of specLabels) expect(texts, label).toContain(label);
  });

  it("catches another name in prose, and a spec label used inside a sentence", () => {
    expect(
      offending([
        ["a", "A free 30-minute consultation: we look at where enquiries stall."],
        ["b", "Book a free strategy call with us."],
        ["c", "Bring your figures to a 30-minute call."],
        ["d", "Press Schedule Consultation to book a consultation."],
        ["e", "A free 30-minute workshop: we look at where enquiries stall."],
        ["f", "Schedule Consultation"],
      ]),
    ).toEqual([
      "a: A free 30-minute consultation: we look at where enquiries stall.",
      "b: Book a free strategy call with us.",
      "c: Bring your figures to a 30-minute call.",
      "d: Press Schedule Consultation to book a consultation.",
    ]);
  });
});
