import { describe, expect, it } from "vitest";
import { isWindowOpen, nextOpening, parseCallingWindow } from "./calling-window.ts";

const london = parseCallingWindow("09:00-18:00", "mon-fri", "Europe/London");

describe("the calling window", () => {
  it("is open on weekdays from 09:00 until just before 18:00, London time", () => {
    expect(isWindowOpen(london, new Date("2026-11-24T09:00:00Z"))).toBe(true); // Tuesday, GMT
    expect(isWindowOpen(london, new Date("2026-11-24T17:59:00Z"))).toBe(true);
    expect(isWindowOpen(london, new Date("2026-11-24T18:00:00Z"))).toBe(false);
    expect(isWindowOpen(london, new Date("2026-11-24T08:59:00Z"))).toBe(false);
    expect(isWindowOpen(london, new Date("2026-11-28T12:00:00Z"))).toBe(false); // Saturday
  });

  it("follows British Summer Time: 09:00 in July is 08:00 UTC", () => {
    expect(isWindowOpen(london, new Date("2026-07-15T08:00:00Z"))).toBe(true);
    expect(isWindowOpen(london, new Date("2026-07-15T07:59:00Z"))).toBe(false);
  });

  it("next opens now when open, later the same morning, the next weekday, or on Monday after a Friday evening", () => {
    const open = new Date("2026-11-24T10:30:15Z");
    expect(nextOpening(london, open)).toEqual(open);
    expect(nextOpening(london, new Date("2026-11-24T06:10:00Z")).toISOString()).toBe("2026-11-24T09:00:00.000Z");
    expect(nextOpening(london, new Date("2026-11-24T19:45:30Z")).toISOString()).toBe("2026-11-25T09:00:00.000Z");
    expect(nextOpening(london, new Date("2026-11-27T18:00:00Z")).toISOString()).toBe("2026-11-30T09:00:00.000Z");
  });

  it("opens at 09:00 local on the Monday clocks go forward and back", () => {
    // 2027-03-28 (Sunday) clocks go forward: Monday 09:00 BST is 08:00 UTC.
    expect(nextOpening(london, new Date("2027-03-26T20:00:00Z")).toISOString()).toBe("2027-03-29T08:00:00.000Z");
    // 2026-10-25 (Sunday) clocks go back: Monday 09:00 GMT is 09:00 UTC.
    expect(nextOpening(london, new Date("2026-10-23T20:00:00Z")).toISOString()).toBe("2026-10-26T09:00:00.000Z");
  });

  it("reads day lists, ranges across the weekend and other zones", () => {
    const weekend = parseCallingWindow("10:00-12:30", "fri-mon", "America/New_York");
    expect([...weekend.days].sort()).toEqual([0, 1, 5, 6]);
    expect(isWindowOpen(weekend, new Date("2026-11-29T15:29:00Z"))).toBe(true); // Sunday 10:29 EST
    expect(isWindowOpen(weekend, new Date("2026-11-25T15:29:00Z"))).toBe(false); // Wednesday
    expect([...parseCallingWindow("09:00-17:00", "Mon,Wednesday,sat", "UTC").days].sort()).toEqual([1, 3, 6]);
  });

  it("refuses settings that cannot mean a window, naming the variable", () => {
    expect(() => parseCallingWindow("9-5", "mon-fri", "UTC")).toThrow("CALLBACK_HOURS must look like 09:00-18:00");
    expect(() => parseCallingWindow("18:00-09:00", "mon-fri", "UTC")).toThrow("the first earlier");
    expect(() => parseCallingWindow("09:00-25:00", "mon-fri", "UTC")).toThrow("CALLBACK_HOURS");
    expect(() => parseCallingWindow("09:00-17:00", "weekdays", "UTC")).toThrow("CALLBACK_DAYS");
    expect(() => parseCallingWindow("09:00-17:00", "mon-fri", "Mars/Olympus")).toThrow("CALLBACK_TIME_ZONE");
  });
});
