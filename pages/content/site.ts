import { config } from "../config";
import type { SocialLinksCopy, SocialProfile } from "../../ui/sections/social-links";

/** Read after an external link's label by screen readers. */
export const newTabHint = "(opens in a new tab)";

/** What a form says when it was sent before the page's code arrived and the code never came (a dropped line). */
export const pageStalledMessage =
  "This page did not finish loading, so nothing was sent. Please check your connection and reload the page.";

/** Brand facts used across the chrome and pages. */
export const site = {
  name: "Parley",
  legalName: "Parley AI Ltd",
  tagline: "AI automation for event planners and marketing agencies",
  bookingHref: config.bookingHref,
  supportEmail: config.supportEmail,
  /** Where the company is based, for the footer and the legal pages. */
  location: "London, United Kingdom",
} as const;

/** The five social networks of docs/product/screens.md#footer and the nav's icons. */
export const socialProfiles: readonly SocialProfile[] = [
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/parley-ai" },
  { network: "x", label: "X", href: "https://x.com/parley_ai" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/parley.ai" },
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/parleyai" },
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@parley-ai" },
];

/** The social icons' accessible names: 'Parley on LinkedIn (opens in a new tab)'. */
export const socialLinksCopy = {
  linkLabel: `${site.name} on {network}`,
  newTabHint,
} as const satisfies SocialLinksCopy;
