// The home page's offer, sections 6–11 of docs/product/screens.md#home: services, pricing, guarantees, the consultation
// call-to-action, the ROI calculator and the contact form. Prices, guarantees, slider ranges and formula
// factors are docs/product/constants.md verbatim; the rest is our copy.
import type { ServiceSuiteProps } from "../../ui/sections/service-suite";
import type { PricingPackage, PricingProps } from "../../ui/sections/pricing";
import type { PackageMatrixProps } from "../../ui/sections/package-matrix";
import type { GuaranteesProps } from "../../ui/sections/guarantees";
import type { ConsultationCtaProps } from "../../ui/sections/consultation-cta";
import type { RoiCalculatorContent, RoiFactors, RoiSliders } from "../../ui/sections/roi-calculator";
import type { ContactFormContent } from "../../ui/sections/contact-form";
import { contactSentMessage, roiSentMessage } from "./lead-confirmations";
import { newTabHint, site } from "./site";

export type { PricingPackage };

/** Home §6, the four-service suite; the marketing-agency path of the path chooser lands here. */
export const serviceSuiteContent = {
  id: "business-automation",
  eyebrow: "What we build",
  title: "Four AI services that work as one",
  intro: "Each stands on its own; together they carry an enquiry from its first question to the booking.",
  services: [
    {
      id: "chatbots",
      icon: "chatbot",
      name: "AI Chatbots",
      description:
        "Website and WhatsApp assistants that answer questions about tickets, venues and packages at any hour, qualify each enquiry and hand warm leads to your team with the whole conversation attached.",
      highlights: [
        "Trained on your FAQs, rate cards and past proposals",
        "Asks for date, headcount and budget before the hand-off",
        "Every lead lands in HubSpot, Pipedrive or Salesforce",
        "Agencies: white-label on Pro, under your brand on each client's site",
      ],
    },
    {
      id: "outreach",
      icon: "outreach",
      name: "AI Outreach",
      description:
        "Email and LinkedIn sequences written from each prospect's own launches, events and hiring news, sent at a pace that keeps your sending domain healthy and your replies personal.",
      highlights: [
        "Sponsor, exhibitor and client prospecting in one pipeline",
        "Follow-ups stop the moment someone replies",
        "Weekly report on opens, replies and meetings booked",
        "Agencies: one sequence per client, run from shared templates",
      ],
    },
    {
      id: "voice-assistants",
      icon: "voice",
      name: "AI Voice Assistants",
      description:
        "A natural-sounding phone agent that answers inbound calls, books site visits and sales calls into your calendar, and rings registrants who have not completed payment.",
      highlights: [
        "Answers in under a second, evenings and weekends included",
        "Books straight into Google or Outlook calendars",
        "Call summaries and recordings for your team",
        "Agencies: resold under your name on Pro, on each client's own number",
      ],
    },
    {
      id: "event-websites",
      icon: "website",
      name: "Event Websites",
      description:
        "Fast, accessible event sites with agenda, speaker and registration pages, connected to your chatbot and CRM from day one, so every visitor becomes a known contact.",
      highlights: [
        "Registration and ticketing with Stripe or Eventbrite",
        "Agenda and speaker pages your team can edit",
        "Built to load in under two seconds on a phone",
        "Agencies: a client's event site from your own template in weeks",
      ],
    },
  ],
  more: {
    intro: "Plus CRM integration and analytics, which tie the four together.",
    label: "All six services",
    href: "/services",
  },
  audience: {
    label: "For agencies",
    title: "Sell it to your clients, under your name",
    // Not a client's result: the quote band further down gives one (Harbour & Vale's), and the page said it twice.
    lede: "You keep the client relationship and set your own price; we stay behind the scenes.",
    points: [
      "On Pro, your client's brand on every assistant, sequence and site",
      "Built once from your templates, reused per client",
      "A monthly report per client for the retainer review",
    ],
  },
} satisfies ServiceSuiteProps;

/** docs/product/leads-and-data.md#static-content and constants.md#pricing. */
export const pricingPackages: readonly PricingPackage[] = [
  {
    name: "Starter",
    price: "$1,000",
    period: "per event",
    description: "For planners trying AI on one upcoming event before committing to more.",
    features: [
      "AI chatbot on your event or registration page",
      "Answers trained on your agenda, venue and ticket FAQs",
      "Registration reminders by email and SMS",
      "Post-event report on questions asked and sign-ups won",
    ],
    popular: false,
  },
  {
    name: "Growth",
    price: "$2,500-$5,000",
    period: "one time",
    description: "For agencies and planners with a steady calendar of events and campaigns to fill.",
    features: [
      "Chatbot plus an AI voice assistant for inbound calls",
      "Personalised outreach to sponsors, exhibitors and clients",
      "CRM and calendar integration",
      "Lead scoring and a weekly performance dashboard",
      "30 days of tuning after launch",
    ],
    popular: true,
  },
  {
    name: "Pro",
    price: "$10,000+",
    period: "one time",
    description: "For teams automating the whole journey from first enquiry to event day, across brands or clients.",
    features: [
      "All four services, built around your workflows",
      "Custom event website with registration and payments",
      "White-label set-up for agency clients",
      "A dedicated automation engineer from kick-off to launch",
      "Priority support and quarterly reviews on a support plan",
    ],
    popular: false,
  },
];

/** Home §7. */
export const pricingContent = {
  eyebrow: "Pricing",
  title: "Start with one event. Scale when the numbers prove it.",
  intro:
    "Fixed prices agreed before we start, with onboarding and a named project lead in every package. No per-seat fees, no surprises on the invoice.",
  packages: pricingPackages,
  note: "Starter is priced per event; Growth and Pro are one-time build fees. Support after launch is optional: a fixed monthly fee, agreed before you sign, that you can cancel at any time.",
  copy: {
    popularLabel: "Most Popular",
    ctaLabel: (packageName: string) => `Choose ${packageName}`,
    newTabHint,
    pickerLabel: "Package to show",
  },
  bookingHref: site.bookingHref,
} satisfies PricingProps;

/**
 * Services' prices (`#pricing`, where the footer's Pricing link lands): the same packages, read across the six
 * services that page describes. Each tick agrees with the package's features (pages/content/package-matrix.test.ts).
 */
export const packageMatrixContent = {
  id: "pricing",
  eyebrow: "Pricing",
  title: "What each package includes",
  intro:
    "The six services above, package by package, and the white-label set-up agencies ask for. Every price is fixed before we start and includes onboarding and a named project lead.",
  packages: pricingPackages,
  rows: [
    { service: "AI Chatbots", cells: [true, true, true] },
    { service: "AI Outreach", cells: [false, true, true] },
    { service: "AI Voice Assistants", cells: [false, "Inbound calls", true] },
    { service: "Event Websites", cells: [false, false, true] },
    { service: "CRM Integration", cells: [false, true, true] },
    { service: "Analytics & Reporting", cells: ["Post-event report", "Weekly dashboard", true] },
    { service: "White-label for agency clients", cells: [false, false, true] },
  ],
  note: pricingContent.note,
  copy: {
    caption: "Services included in each package, with its price",
    serviceHeader: "Service",
    popularLabel: pricingContent.copy.popularLabel,
    included: "Included",
    notIncluded: "Not included",
    ctaVerb: "Choose",
    newTabHint,
    pickerLabel: "Package to compare",
  },
  bookingHref: site.bookingHref,
} satisfies PackageMatrixProps;

/** Home §8, docs/product/constants.md#guarantees. */
export const guaranteesContent = {
  title: "Our guarantees",
  guarantees: [
    {
      figure: { value: "30", label: "days to judge it" },
      title: "30-Day Money-Back",
      description: "If the automation is not saving your team time within 30 days, we refund the project fee in full.",
    },
    {
      figure: { value: "1", label: "event to prove it" },
      title: "Pilot Program Available",
      description: "Prove it on one event or one campaign first, and roll it out only when you have seen the results.",
    },
    {
      figure: { value: "0", label: "months minimum term" },
      title: "Cancel Anytime",
      description: "Support after launch is optional and monthly: cancel it at any time. What we built stays yours.",
    },
  ],
} satisfies GuaranteesProps;

/** Home §9 (element id `consultation`). */
export const consultationContent = {
  id: "consultation",
  eyebrow: "Free workshop",
  title: "Not sure where AI fits into your events?",
  intro:
    "In a free 30-minute workshop an automation specialist maps how enquiries, registrations and follow-ups move through your team, and shows you the two or three automations that would pay for themselves first.",
  points: [
    "A written action plan, whether or not you work with us",
    "Honest estimates of time saved and cost",
    "No sales script, no obligation",
  ],
  copy: { ctaLabel: "Book Free Workshop", newTabHint },
  bookingHref: site.bookingHref,
} satisfies ConsultationCtaProps;

/** docs/product/constants.md#roi-calculator: labels, ranges, steps and defaults exactly as specified. */
export const roiSliders = {
  attendees: { label: "Monthly attendees", min: 50, max: 1000, step: 50, defaultValue: 237 },
  registrationRate: { label: "Registration rate %", min: 3, max: 25, step: 1, defaultValue: 11 },
  ticketValue: { label: "Ticket value $", min: 25, max: 250, step: 15, defaultValue: 89 },
  adminHours: { label: "Admin hours", min: 5, max: 60, step: 3, defaultValue: 23 },
  staffCost: { label: "Hourly staff cost $", min: 12, max: 35, step: 3, defaultValue: 19 },
} as const satisfies RoiSliders;

/** docs/product/constants.md#formulas. */
export const roiFactors = {
  registrationUplift: 1.27,
  hoursSavedRatio: 0.41,
  revenueShare: 0.1,
  setupCost: 1997,
  minPaybackMonths: 0.1,
} as const satisfies RoiFactors;

/**
 * Home §10, where the estimate is e-mailed (an EmailJS estimate template is configured). The address is subscribed to
 * the newsletter too, and the description says so. Without the template, `roiCalculatorSavedContent`.
 */
export const roiCalculatorContent = {
  eyebrow: "ROI calculator",
  title: "What would automation return for you?",
  intro:
    "Set the sliders to a typical month. The estimate updates as you move them, using the uplift of our stronger event rollouts (the assumptions are under the figures).",
  sliders: roiSliders,
  factors: roiFactors,
  copy: {
    results: {
      title: "Your estimate",
      projectedRegistrations: "Projected registrations",
      currentRegistrations: "from {current} today",
      extraRevenue: "Extra revenue",
      hoursSaved: "Admin hours saved",
      hoursUnit: "hours",
      monthlySavings: "Monthly savings",
      payback: "Payback period",
      paybackUnit: "months",
      firstYear: "Your first 12 months",
      setupLine: "Setup {setup}",
      monthLabel: "Month {month}",
      paidBack: "Setup paid back in month {month}, and {net} ahead by month 12.",
      notPaidBack: "{net} of the setup still to recover after 12 months.",
      assumptions:
        "Assumes a 27% lift in registrations, 41% of admin hours automated and a one-time setup of $1,997. Savings count your staff time plus 10% of the extra revenue.",
    },
    email: {
      title: "Get this estimate by email",
      label: "Work email",
      placeholder: "e.g. you@youragency.co.uk",
      description: "We will send your figures and, now and then, a short note on AI automation for events.",
      submitLabel: "Email my estimate",
      busyLabel: "Sending...",
      sentMessage: roiSentMessage,
      unexpectedError: "An unexpected error occurred",
    },
  },
} satisfies RoiCalculatorContent;

/**
 * Home §10 where nothing is e-mailed (the default build): the estimate is kept and the address subscribed, and the
 * form says exactly that rather than promising an e-mail.
 */
export const roiCalculatorSavedContent = {
  ...roiCalculatorContent,
  copy: {
    ...roiCalculatorContent.copy,
    email: {
      ...roiCalculatorContent.copy.email,
      title: "Keep this estimate",
      description:
        "We will keep your figures with your email address and, now and then, send a short note on AI automation for events.",
      submitLabel: "Save my estimate",
      busyLabel: "Saving...",
    },
  },
} satisfies RoiCalculatorContent;

/** Home §11 (element id `contact`). */
export const contactFormContent = {
  id: "contact",
  title: "Tell us about your next event",
  intro:
    "Share a little about your business and what is taking up your team's time. A specialist replies within one working day, usually with a first idea or two.",
  promises: [
    "A reply from a specialist within one working day",
    "Ideas specific to your events, not a generic brochure",
    "Your details stay with us and are never sold",
  ],
  copy: {
    labels: {
      name: "Full name",
      email: "Work email",
      business: "Business name",
      phone: "Phone number",
      message: "How can we help?",
    },
    placeholders: {
      name: "e.g. Alex Morgan",
      email: "e.g. alex@northlightevents.co.uk",
      business: "e.g. Northlight Events",
      phone: "e.g. +44 20 7946 0321",
      message: "e.g. We run 12 conferences a year and spend hours answering the same registration questions...",
    },
    submitLabel: "Send Message",
    busyLabel: "Sending...",
    sentMessage: contactSentMessage,
    errorSummary: "Please correct the highlighted fields:",
    unexpectedError: "An unexpected error occurred",
    honeypotLabel: "Leave this field empty",
  },
  privacy: { text: "We only use these details to reply to you.", linkLabel: "Privacy policy", href: "/privacy-policy" },
} satisfies ContactFormContent;
