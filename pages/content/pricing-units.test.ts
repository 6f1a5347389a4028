// The prices say what they buy: the note under the packages names each package's unit as its card does, and
// says what support costs after launch in the same terms as the 'Cancel Anytime' guarantee.
import { describe, expect, it } from "vitest";
import { guaranteesContent, pricingContent } from "./home-offer";

/** The package names the note gives a unit, grouped by the unit it gives them. */
function unitsInNote(note: string): Map<string, string> {
  const units = new Map<string, string>();
  for (const clause of note.split(/[;.]/)) {
    const perEvent = /per event/.test(clause);
    const oneTime = /one-time|one time/.test(clause);
    if (perEvent === oneTime) continue;
    for (const pkg of pricingContent.packages)
      if (new RegExp(`\\b${pkg.name}\\b`).test(clause)) units.set(pkg.name, perEvent ? "per event" : "one time");
  }
  return units;
}

const cancelAnytime = guaranteesContent.guarantees.find((guarantee) => guarantee.title === "Cancel Anytime");

describe("pricing units", () => {
  const note = pricingContent.note;

  it("has a note under the packages", () => {
    expect(note).toBeTruthy();
  });

  it("names every package's unit in the note as its card shows it", () => {
    const units = unitsInNote(note);
    expect(Object.fromEntries(units)).toEqual(
      Object.fromEntries(pricingContent.packages.map((pkg) => [pkg.name, pkg.period])),
    );
  });

  it("would catch a package given the wrong unit", () => {
    const wrong = unitsInNote("Starter and Growth are priced per event; Pro is a one-time build fee.");
    expect(wrong.get("Growth")).toBe("per event");
    expect(wrong.get("Growth")).not.toBe(pricingContent.packages.find((pkg) => pkg.name === "Growth")?.period);
  });

  it("says support after launch is optional, monthly, fixed in advance and cancellable", () => {
    expect(note).toMatch(/support after launch is optional/i);
    expect(note).toMatch(/fixed monthly fee/);
    expect(note).toMatch(/agreed before you sign/);
    expect(note).toMatch(/cancel at any time/);
  });

  it("agrees with the 'Cancel Anytime' guarantee: optional monthly support, cancellable at any time", () => {
    expect(cancelAnytime?.description).toMatch(/support after launch is optional and monthly/i);
    expect(cancelAnytime?.description).toMatch(/cancel it at any time/);
  });
});
