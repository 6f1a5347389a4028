// About's drawn enquiry must tell the truth about its own clock: each time in words ('Fri 18:42') is the hour its
// mark is drawn at, and each wait in words is the time between the enquiry and that reply.
import { expect, it } from "vitest";
import { replyWaitVignette } from "./vignettes";

const { days, enquiry, sentHour, replies } = replyWaitVignette;
/** 'Mon 08:42' as hours from the axis's first midnight (the first day's). */
const hourOf = (time: string) => {
  const [day, clock] = time.split(" ");
  const [hh, mm] = clock!.split(":").map(Number);
  return days.indexOf(day as (typeof days)[number]) * 24 + hh! + mm! / 60;
};

it("draws the enquiry at the hour it says it was sent", () => {
  expect(hourOf(enquiry.sent)).toBeCloseTo(sentHour, 6);
});

it.each(replies)("draws '$label' at the hour its time says, and its wait is the time between", (reply) => {
  expect(days).toContain(reply.at.split(" ")[0]);
  // Within the minute: a reply seconds after the enquiry shares its clock time.
  expect(Math.abs(hourOf(reply.at) - reply.hour)).toBeLessThan(1 / 60);
  const waited = (reply.hour - sentHour) * 3600;
  expect(reply.wait).toBe(waited >= 3600 ? `${Math.round(waited / 3600)} hours` : `${Math.round(waited)} seconds`);
});
