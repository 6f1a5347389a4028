import { config } from "../config";

/** Brand facts used across the chrome and pages. */
export const site = {
  name: "Parley",
  legalName: "Parley AI Ltd",
  tagline: "AI automation for event planners and marketing agencies",
  bookingUrl: config.bookingUrl,
  supportEmail: config.supportEmail,
} as const;
