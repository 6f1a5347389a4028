/**
 * The ROI calculator's arithmetic (docs/product/constants.md#formulas), kept pure so every figure the visitor sees can be
 * checked by hand in `roi-math.test.ts`. The factors come from the site's content module, not from here.
 */

/** What the visitor sets with the five sliders. `registrationRate` is a percentage (11 means 11 %). */
export type RoiInputs = {
  attendees: number;
  registrationRate: number;
  ticketValue: number;
  adminHours: number;
  staffCost: number;
};

export type RoiInputKey = keyof RoiInputs;

/** The business constants behind the formulas. */
export type RoiFactors = {
  /** Registrations after automation, as a multiple of today's (1.27). */
  registrationUplift: number;
  /** Share of admin hours the automation takes over (0.41). */
  hoursSavedRatio: number;
  /** Share of the extra revenue counted as savings (0.1). */
  revenueShare: number;
  /** One-time setup cost the payback is measured against (1997). */
  setupCost: number;
  /** The payback is never shown below this many months (0.1). */
  minPaybackMonths: number;
};

/** The inputs in the order the sliders are shown. */
export const roiInputKeys = ["attendees", "registrationRate", "ticketValue", "adminHours", "staffCost"] as const;

/** One slider: its label and exact range (docs/product/constants.md#roi-calculator). */
export type RoiSliderConfig = {
  label: string;
  min: number;
  max: number;
  step: number;
  defaultValue: number;
};

/** One slider per input: a record, so a missing or misspelt slider is a type error. */
export type RoiSliders = Record<RoiInputKey, RoiSliderConfig>;

export type RoiResults = {
  currentRegistrations: number;
  projectedRegistrations: number;
  /** Registrations gained: projected minus current. */
  extraRegistrations: number;
  extraRevenue: number;
  hoursSaved: number;
  monthlySavings: number;
  paybackMonths: number;
};

/** Everything an ROI lead carries: what the visitor set and what we showed them. */
export type RoiEstimate = { inputs: RoiInputs; results: RoiResults };

export function calculateRoi(inputs: RoiInputs, factors: RoiFactors): RoiResults {
  const currentRegistrations = inputs.attendees * (inputs.registrationRate / 100);
  const projectedRegistrations = currentRegistrations * factors.registrationUplift;
  const extraRegistrations = projectedRegistrations - currentRegistrations;
  const extraRevenue = extraRegistrations * inputs.ticketValue;
  const hoursSaved = inputs.adminHours * factors.hoursSavedRatio;
  const monthlySavings = hoursSaved * inputs.staffCost + factors.revenueShare * extraRevenue;
  const paybackMonths = Math.max(factors.minPaybackMonths, factors.setupCost / monthlySavings);
  return {
    currentRegistrations,
    projectedRegistrations,
    extraRegistrations,
    extraRevenue,
    hoursSaved,
    monthlySavings,
    paybackMonths,
  };
}

/** The first year, month by month: the savings added up after each month, against the one-time setup. */
export type RoiFirstYear = {
  /** Savings to date at the end of months 1 to 12. */
  cumulativeSavings: number[];
  /** The first month whose savings to date cover the setup; null when the year ends short of it. */
  breakEvenMonth: number | null;
  /** Savings over the twelve months. */
  yearSavings: number;
  /** Savings over the year minus the setup: negative while the setup is not yet recovered. */
  netAfterYear: number;
};

export function firstYear(results: RoiResults, factors: RoiFactors): RoiFirstYear {
  const cumulativeSavings = Array.from({ length: 12 }, (_, index) => results.monthlySavings * (index + 1));
  const month = cumulativeSavings.findIndex((total) => total >= factors.setupCost);
  const yearSavings = results.monthlySavings * 12;
  return {
    cumulativeSavings,
    breakEvenMonth: month === -1 ? null : month + 1,
    yearSavings,
    netAfterYear: yearSavings - factors.setupCost,
  };
}

/** The sliders' starting values, keyed by input. */
export function defaultRoiInputs(sliders: RoiSliders): RoiInputs {
  return {
    attendees: sliders.attendees.defaultValue,
    registrationRate: sliders.registrationRate.defaultValue,
    ticketValue: sliders.ticketValue.defaultValue,
    adminHours: sliders.adminHours.defaultValue,
    staffCost: sliders.staffCost.defaultValue,
  };
}

// Made on first use: the first Intl formatter of a page loads locale data, a few milliseconds of main thread that
// importing this module must not cost.
let wholeNumberFormat: Intl.NumberFormat | undefined;
let oneDecimalFormat: Intl.NumberFormat | undefined;
const wholeNumber = () => (wholeNumberFormat ??= new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }));
const oneDecimal = () =>
  (oneDecimalFormat ??= new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** Dollars, whole, en-GB grouping: `$1,234` (the spec writes prices as `$1,000`). */
export function formatDollars(value: number): string {
  return `$${wholeNumber().format(value)}`;
}

/** A count of people, whole: `1,234`. */
export function formatCount(value: number): string {
  return wholeNumber().format(value);
}

/** One decimal, always shown: `8.3`, `78.0` (payback months, hours saved). */
export function formatOneDecimal(value: number): string {
  return oneDecimal().format(value);
}

/** How each slider states its value, visibly and as `aria-valuetext`. */
export function formatRoiInput(key: RoiInputKey, value: number): string {
  switch (key) {
    case "attendees":
      return `${formatCount(value)} attendees`;
    case "registrationRate":
      return `${value}%`;
    case "ticketValue":
      return formatDollars(value);
    case "adminHours":
      return `${value} hours`;
    case "staffCost":
      return `${formatDollars(value)} per hour`;
  }
}
