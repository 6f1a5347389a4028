import { expect, it } from "vitest";
import { itemNumber } from "./item-number";

it("counts from 01 and keeps two digits", () => {
  expect([0, 1, 8, 9, 11].map(itemNumber)).toEqual(["01", "02", "09", "10", "12"]);
});
