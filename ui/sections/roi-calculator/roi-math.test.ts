import { describe, expect, it } from "vitest";
import { roiFactors, roiSliders } from "../../../pages/content/home-offer";
import {
  calculateRoi,
  defaultRoiInputs,
  formatCount,
  formatDollars,
  formatOneDecimal,
  formatRoiInput,
  firstYear,
  type RoiInputs,
} from "./roi-math";

const defaults = defaultRoiInputs(roiSliders);

/** Figures worked out by hand from docs/product/constants.md#roi-calculator, written as the arithmetic itself. */
type Expected = {
  current: number;
  projected: number;
  extraRevenue: number;
  hoursSaved: number;
  monthlySavings: number;
  payback: string;
};

function expectFigures(inputs: RoiInputs, expected: Expected) {
  const roi = calculateRoi(inputs, roiFactors);
  expect(roi.currentRegistrations).toBeCloseTo(expected.current, 9);
  expect(roi.projectedRegistrations).toBeCloseTo(expected.projected, 9);
  expect(roi.extraRegistrations).toBeCloseTo(expected.projected - expected.current, 9);
  expect(roi.extraRevenue).toBeCloseTo(expected.extraRevenue, 9);
  expect(roi.hoursSaved).toBeCloseTo(expected.hoursSaved, 9);
  expect(roi.monthlySavings).toBeCloseTo(expected.monthlySavings, 9);
  expect(formatOneDecimal(roi.paybackMonths)).toBe(expected.payback);
}

describe("the sliders' defaults", () => {
  it("are the documented values (docs/product/constants.md#roi-calculator)", () => {
    expect(defaults).toEqual({ attendees: 237, registrationRate: 11, ticketValue: 89, adminHours: 23, staffCost: 19 });
  });

  it("give 33 projected registrations, $626 extra revenue, 9.4 hours, $242 a month and 8.3 months", () => {
    // 237 × 11 % = 26.07 registrations today; × 1.27 = 33.1089; uplift 7.0389 × $89 = $626.4621.
    // 23 h × 0.41 = 9.43 h; 9.43 × $19 = $179.17, + 10 % of $626.4621 = $241.81621; 1997 / 241.81621 = 8.258.
    expectFigures(defaults, {
      current: 237 * 0.11,
      projected: 237 * 0.11 * 1.27,
      extraRevenue: 7.0389 * 89,
      hoursSaved: 9.43,
      monthlySavings: 179.17 + 62.64621,
      payback: "8.3",
    });
    const roi = calculateRoi(defaults, roiFactors);
    expect(formatCount(roi.projectedRegistrations)).toBe("33");
    expect(formatDollars(roi.extraRevenue)).toBe("$626");
    expect(formatOneDecimal(roi.hoursSaved)).toBe("9.4");
    expect(formatDollars(roi.monthlySavings)).toBe("$242");
  });
});

describe("each slider at both ends (the others at their defaults)", () => {
  // Shared by the cases that leave attendees, rate and ticket value at their defaults.
  const defaultUplift = { current: 26.07, projected: 33.1089, extraRevenue: 626.4621 };

  const cases: [string, Partial<RoiInputs>, Expected][] = [
    [
      "50 attendees",
      { attendees: 50 },
      // 50 × 0.11 = 5.5 → 6.985; uplift 1.485 × 89 = 132.165; 179.17 + 13.2165 = 192.3865; 1997 / 192.3865 = 10.38
      {
        current: 5.5,
        projected: 6.985,
        extraRevenue: 132.165,
        hoursSaved: 9.43,
        monthlySavings: 192.3865,
        payback: "10.4",
      },
    ],
    [
      "1,000 attendees",
      { attendees: 1000 },
      // 1000 × 0.11 = 110 → 139.7; uplift 29.7 × 89 = 2643.3; 179.17 + 264.33 = 443.5; 1997 / 443.5 = 4.503
      { current: 110, projected: 139.7, extraRevenue: 2643.3, hoursSaved: 9.43, monthlySavings: 443.5, payback: "4.5" },
    ],
    [
      "3 % registration rate",
      { registrationRate: 3 },
      // 237 × 0.03 = 7.11 → 9.0297; uplift 1.9197 × 89 = 170.8533; 179.17 + 17.08533 = 196.25533; → 10.18
      {
        current: 7.11,
        projected: 9.0297,
        extraRevenue: 170.8533,
        hoursSaved: 9.43,
        monthlySavings: 196.25533,
        payback: "10.2",
      },
    ],
    [
      "25 % registration rate",
      { registrationRate: 25 },
      // 237 × 0.25 = 59.25 → 75.2475; uplift 15.9975 × 89 = 1423.7775; 179.17 + 142.37775 = 321.54775; → 6.21
      {
        current: 59.25,
        projected: 75.2475,
        extraRevenue: 1423.7775,
        hoursSaved: 9.43,
        monthlySavings: 321.54775,
        payback: "6.2",
      },
    ],
    [
      "$25 tickets",
      { ticketValue: 25 },
      // uplift 7.0389 × 25 = 175.9725; 179.17 + 17.59725 = 196.76725; 1997 / 196.76725 = 10.15
      { ...defaultUplift, extraRevenue: 175.9725, hoursSaved: 9.43, monthlySavings: 196.76725, payback: "10.1" },
    ],
    [
      "$250 tickets",
      { ticketValue: 250 },
      // uplift 7.0389 × 250 = 1759.725; 179.17 + 175.9725 = 355.1425; 1997 / 355.1425 = 5.62
      { ...defaultUplift, extraRevenue: 1759.725, hoursSaved: 9.43, monthlySavings: 355.1425, payback: "5.6" },
    ],
    [
      "5 admin hours",
      { adminHours: 5 },
      // 5 × 0.41 = 2.05 h × 19 = 38.95, + 62.64621 = 101.59621; 1997 / 101.59621 = 19.66
      { ...defaultUplift, hoursSaved: 2.05, monthlySavings: 101.59621, payback: "19.7" },
    ],
    [
      "60 admin hours",
      { adminHours: 60 },
      // 60 × 0.41 = 24.6 h × 19 = 467.4, + 62.64621 = 530.04621; 1997 / 530.04621 = 3.77
      { ...defaultUplift, hoursSaved: 24.6, monthlySavings: 530.04621, payback: "3.8" },
    ],
    [
      "$12 an hour",
      { staffCost: 12 },
      // 9.43 × 12 = 113.16, + 62.64621 = 175.80621; 1997 / 175.80621 = 11.36
      { ...defaultUplift, hoursSaved: 9.43, monthlySavings: 175.80621, payback: "11.4" },
    ],
    [
      "$35 an hour",
      { staffCost: 35 },
      // 9.43 × 35 = 330.05, + 62.64621 = 392.69621; 1997 / 392.69621 = 5.09
      { ...defaultUplift, hoursSaved: 9.43, monthlySavings: 392.69621, payback: "5.1" },
    ],
  ];

  it.each(cases)("%s", (_name, change, expected) => {
    expectFigures({ ...defaults, ...change }, expected);
  });
});

describe("all sliders together", () => {
  it("at their minimums pay back in 78.0 months", () => {
    // 50 × 0.03 = 1.5 → 1.905; uplift 0.405 × 25 = 10.125; 5 × 0.41 = 2.05 h × 12 = 24.6, + 1.0125 = 25.6125.
    expectFigures(
      { attendees: 50, registrationRate: 3, ticketValue: 25, adminHours: 5, staffCost: 12 },
      {
        current: 1.5,
        projected: 1.905,
        extraRevenue: 10.125,
        hoursSaved: 2.05,
        monthlySavings: 25.6125,
        payback: "78.0",
      },
    );
  });

  it("at their maximums pay back in 0.8 months, with five-figure revenue grouped en-GB style", () => {
    // 1000 × 0.25 = 250 → 317.5; uplift 67.5 × 250 = 16875; 60 × 0.41 = 24.6 h × 35 = 861, + 1687.5 = 2548.5.
    const inputs = { attendees: 1000, registrationRate: 25, ticketValue: 250, adminHours: 60, staffCost: 35 };
    expectFigures(inputs, {
      current: 250,
      projected: 317.5,
      extraRevenue: 16875,
      hoursSaved: 24.6,
      monthlySavings: 2548.5,
      payback: "0.8",
    });
    const roi = calculateRoi(inputs, roiFactors);
    expect(formatDollars(roi.extraRevenue)).toBe("$16,875");
    expect(formatDollars(roi.monthlySavings)).toBe("$2,549");
  });
});

describe("the payback floor", () => {
  it("never shows less than 0.1 months, however large the savings", () => {
    // Beyond the sliders' range on purpose: 1997 / (savings of about $700,000) would round to 0.0.
    const roi = calculateRoi(
      { ...defaults, attendees: 1_000_000, registrationRate: 100, ticketValue: 250 },
      roiFactors,
    );
    expect(1997 / roi.monthlySavings).toBeLessThan(0.05);
    expect(roi.paybackMonths).toBe(0.1);
    expect(formatOneDecimal(roi.paybackMonths)).toBe("0.1");
  });
});

describe("the first year", () => {
  it("at the defaults covers the $1,997 setup in month 9 (the 8.3-month payback) and ends $905 ahead", () => {
    const year = firstYear(calculateRoi(defaults, roiFactors), roiFactors);
    // $241.81621 a month: month 8 has saved $1,934.53, month 9 $2,176.35; twelve months $2,901.79 − $1,997.
    expect(year.cumulativeSavings).toHaveLength(12);
    expect(year.cumulativeSavings[7]).toBeCloseTo(1934.52968, 4);
    expect(year.cumulativeSavings[8]).toBeCloseTo(2176.34589, 4);
    expect(year.breakEvenMonth).toBe(9);
    expect(formatDollars(year.netAfterYear)).toBe("$905");
  });

  it("at the sliders' minimums ends the year short of the setup: no break-even month, $1,690 still to recover", () => {
    const roi = calculateRoi(
      { attendees: 50, registrationRate: 3, ticketValue: 25, adminHours: 5, staffCost: 12 },
      roiFactors,
    );
    const year = firstYear(roi, roiFactors);
    // $25.6125 a month × 12 = $307.35; $307.35 − $1,997 = −$1,689.65.
    expect(year.breakEvenMonth).toBeNull();
    expect(year.netAfterYear).toBeCloseTo(-1689.65, 9);
  });

  it("counts a month whose savings land exactly on the setup as the break-even month", () => {
    const year = firstYear({ ...calculateRoi(defaults, roiFactors), monthlySavings: 1997 / 4 }, roiFactors);
    expect(year.breakEvenMonth).toBe(4);
  });

  it("at the sliders' maximums covers the setup in the first month", () => {
    const inputs = { attendees: 1000, registrationRate: 25, ticketValue: 250, adminHours: 60, staffCost: 35 };
    expect(firstYear(calculateRoi(inputs, roiFactors), roiFactors).breakEvenMonth).toBe(1);
  });
});

describe("slider value text", () => {
  it("states each input with its unit", () => {
    expect(formatRoiInput("attendees", 1000)).toBe("1,000 attendees");
    expect(formatRoiInput("registrationRate", 11)).toBe("11%");
    expect(formatRoiInput("ticketValue", 89)).toBe("$89");
    expect(formatRoiInput("adminHours", 23)).toBe("23 hours");
    expect(formatRoiInput("staffCost", 19)).toBe("$19 per hour");
  });
});
