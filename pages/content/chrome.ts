import type { SiteLink } from "../../ui/lib/link-plan";
import type { CookieBannerCopy } from "../../ui/sections/cookie-banner";
import type { NewsletterCopy } from "../../ui/sections/newsletter-form";
import type { SiteFooterCopy } from "../../ui/sections/site-footer";
import type { SiteNavCopy } from "../../ui/sections/site-nav";
import { newsletterSentMessage } from "./lead-confirmations";
import { newTabHint, socialLinksCopy } from "./site";

/** docs/product/screens.md#navigation: the nav's links, in order. Contact is the home page's contact section. */
export const navLinks: readonly SiteLink[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Contact", href: "/#contact" },
];

/** The nav's landmark name and the phone menu button's two names. */
export const navCopy = {
  navLabel: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  bookLabel: "Book Free Workshop",
  newTabHint,
  social: socialLinksCopy,
} as const satisfies SiteNavCopy;

/** Footer quick links: Event Automation and Contact scroll on home, Pricing goes to /services, to its pricing band. */
export const footerQuickLinks: readonly SiteLink[] = [
  { label: "Event Automation", href: "/#event-automation" },
  { label: "Pricing", href: "/services#pricing" },
  { label: "Contact", href: "/#contact" },
];

/** The pages the nav leaves out (Market insights) and the two it has, grouped as the company's own. */
export const footerCompanyLinks: readonly SiteLink[] = [
  { label: "About Us", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Market Insights", href: "/market-insights" },
];

export const footerLegalLinks: readonly SiteLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
];

export const newsletterCopy = {
  title: "The automation brief",
  intro: "One email a month: what is working in AI for events and agencies. No spam; unsubscribe in one click.",
  emailLabel: "Email address",
  emailPlaceholder: "e.g. you@agency.co.uk",
  submit: "Subscribe",
  submitting: "Subscribing...",
  sent: newsletterSentMessage,
  unexpectedError: "An unexpected error occurred",
} as const satisfies NewsletterCopy;

export const footerCopy = {
  blurb:
    "Chatbots, outreach, voice assistants and event websites for event planners and marketing agencies across the UK.",
  quickLinksHeading: "Quick links",
  companyHeading: "Company",
  legalHeading: "Legal",
  cookieSettings: "Cookie Settings",
  rightsReserved: "All rights reserved.",
  social: socialLinksCopy,
  newsletter: newsletterCopy,
} as const satisfies SiteFooterCopy;

export const cookieBannerCopy = {
  title: "Cookies on Parley.",
  intro: "We use analytics cookies only if you accept.",
  accept: "Accept",
  decline: "Decline",
  policyLink: "Privacy policy",
  regionLabel: "Cookie consent",
} as const satisfies CookieBannerCopy;
