// The sample call's length beside Listen is an estimate, and must stay a fair one as its lines change: the browser's
// own voice reads about 150 words a minute (2.5 a second) at its default rate.
import { expect, it } from "vitest";
import { demoCallContent } from "./hero";

it("says about how long the sample call's lines take to read aloud", () => {
  const words = demoCallContent.sample.lines.flatMap((line) => line.text.split(/\s+/)).length;
  expect(words).toBe(22);
  expect(demoCallContent.sample.lengthLabel).toBe(`about ${Math.round(words / 2.5)} seconds`);
});
