// Copy for the first half of the home page below the hero (docs/product/screens.md#home, items 2–5): the demo's details dialog,
// results stats, path chooser, event-planning challenges and case stories. Quoted spec strings are verbatim.
import { Building2, Megaphone, Presentation } from "lucide-react";
import type { CaseCarouselProps } from "../../ui/sections/case-carousel";
import type { ClientQuoteProps } from "../../ui/sections/client-quote";
import type { ChallengesProps } from "../../ui/sections/challenges";
import type { DemoDetailsCopy } from "../../ui/sections/demo-call-card";
import type { PathChooserProps } from "../../ui/sections/path-chooser";
import type { ClientWordmark, ProofStripProps } from "../../ui/sections/proof-strip";
import type { ResultsStatsProps } from "../../ui/sections/results-stats";

/** In-page targets of the path chooser (and of the nav and footer links that scroll to them). */
export const homeSectionIds = {
  eventAutomation: "event-automation",
  businessAutomation: "business-automation",
} as const;

export const demoDetailsContent = {
  title: "Before we connect you",
  description:
    "Tell us who is calling so we can follow up on what you discuss. We only use these details for your demo.",
  nameLabel: "Full name",
  namePlaceholder: "e.g. Priya Shah",
  emailLabel: "Business email",
  emailPlaceholder: "e.g. priya@yourcompany.co.uk",
  phoneLabel: "Phone number",
  phonePlaceholder: "e.g. +44 7700 900123",
  submitLabel: "Start Demo Call",
  submittingLabel: "Submitting...",
  cancelLabel: "Cancel",
  unexpectedError: "An unexpected error occurred",
} satisfies DemoDetailsCopy;

/** The same dialog when the team places the demo call later. */
export const demoRequestDetailsContent = {
  ...demoDetailsContent,
  title: "Request your demo call",
  description: "Tell us who to call. We only use these details to arrange and run your demo.",
  submitLabel: "Request Demo Call",
} satisfies DemoDetailsCopy;

export const resultsStatsContent = {
  title: "What changes in the first 90 days",
  intro:
    "Median results across our event and agency rollouts, measured against each client's own figures for the quarter before launch.",
  stats: [
    { id: "meetings", value: 3, suffix: "x", label: "more meetings booked" },
    { id: "time-saved", value: 23, prefix: "+", suffix: "%", label: "time saved" },
    { id: "response-rate", value: 31, prefix: "+", suffix: "%", label: "response rate" },
    { id: "lead-capture", value: 17, prefix: "+", suffix: "%", label: "lead capture" },
    { id: "event-registrations", value: 13, prefix: "+", suffix: "%", label: "event registrations" },
  ],
} satisfies ResultsStatsProps;

export const pathChooserContent = {
  title: "Where should we start?",
  intro: "Pick the one that sounds like you and we will show you the automations that pay for themselves first.",
  paths: [
    {
      targetId: homeSectionIds.eventAutomation,
      title: "I'm an Event Planner",
      description: "Registrations, attendee questions, reminder calls and sponsor follow-up, handled around the clock.",
      art: "planner",
    },
    {
      targetId: homeSectionIds.businessAutomation,
      title: "I'm a Marketing Agency",
      description:
        "Chatbots, outreach and voice agents you can add to client retainers, live in weeks, and white-label on Pro.",
      art: "agency",
    },
  ],
} satisfies PathChooserProps;

export const challengesContent = {
  id: homeSectionIds.eventAutomation,
  eyebrow: "For event planners",
  title: "The busywork between launch and doors open",
  intro:
    "Every event team we meet loses the same hours to the same jobs. These are the four we automate first, and what replaces them.",
  copy: { problemLabel: "The challenge", solutionLabel: "How we fix it" },
  pairs: [
    {
      id: "registration-drop-off",
      problemTitle: "Registrations stall after launch week",
      problem: "Early-bird sign-ups spike, then go quiet: most who leave had one question nobody answered.",
      solutionTitle: "A registration assistant on every page",
      solution: "A chatbot trained on your event pack answers it in seconds, day or night, and walks them to checkout.",
    },
    {
      id: "inbox-help-desk",
      problemTitle: "Your inbox turns into the help desk",
      problem:
        "In the fortnight before doors open, the same questions on parking and dietary needs arrive hundreds of times.",
      solutionTitle: "One assistant across web\u00a0chat, email and WhatsApp",
      solution: "Repeat questions answered at once; anything unusual goes to a named person, conversation attached.",
    },
    {
      id: "no-shows",
      problemTitle: "No-shows leave empty seats",
      problem: "Free and low-cost events lose a third of registrants on the day, and sponsors notice the gaps.",
      solutionTitle: "Reminders people actually answer",
      solution: "Voice and SMS reminders confirm 48 hours out and pass unwanted places to the waiting list.",
    },
    {
      id: "sponsor-follow-up",
      problemTitle: "Sponsor leads go cold",
      problem:
        "Badge scans sit in a spreadsheet for a week; by the time anyone calls, the buyer has forgotten the stand.",
      solutionTitle: "Follow-up within the hour",
      solution:
        "Personal outreach the same afternoon, naming the talk at the stand, books the meeting into the sponsor's calendar.",
    },
  ],
} satisfies ChallengesProps;

/**
 * The clients the proof strip draws (names and marks are ours, invented for the site): the three of the client
 * stories first (Northway, Harbour & Vale, Riverside Rooms), then three more.
 */
export const clientWordmarks = {
  northway: { name: "Northway", glyph: "compass", lettering: "heavy" },
  harbourVale: { name: "Harbour & Vale", glyph: "waves", lettering: "wide" },
  riverside: { name: "Riverside Rooms", glyph: "arch", lettering: "split" },
  kestrel: { name: "Kestrel Live", glyph: "chevron", lettering: "slanted" },
  fieldnote: { name: "fieldnote", glyph: "leaf", lettering: "lower" },
  lumen: { name: "Lumen Expo", glyph: "burst", lettering: "caps" },
} as const satisfies Record<string, ClientWordmark>;

export const caseStoriesContent = {
  eyebrow: "Client stories",
  title: "Proof from teams like yours",
  intro: "Three recent rollouts, the problem each team brought us and the numbers that moved.",
  copy: {
    regionLabel: "Client stories",
    previousLabel: "Previous story",
    nextLabel: "Next story",
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    dotLabel: (position: number, title: string) => `Show story ${position}: ${title}`,
    insightsIntro: "Want the wider picture? Read the 2025 figures in our",
    insightsLabel: "Market Insights",
  },
  insightsHref: "/market-insights",
  profiles: [
    {
      id: "manchester-conference-organiser",
      icon: Presentation,
      sector: "Conferences",
      title: "B2B conference organiser, Manchester",
      description:
        "A three-person team running four trade conferences a year replaced its contact form with a registration assistant and reminder calls. Questions about CPD points and group rates are answered in seconds, and every delegate is called two days out to confirm.",
      metrics: [
        { value: "+19%", label: "paid registrations" },
        { value: "-42%", label: "no-show rate" },
        { value: "11 hrs", label: "admin saved each week" },
      ],
      person: { name: "Aisha Rahman", role: "Head of Events" },
      company: clientWordmarks.northway,
    },
    {
      id: "bristol-agency-retainers",
      icon: Megaphone,
      sector: "Agency",
      title: "Digital marketing agency, Bristol",
      description:
        "The agency now sells white-label chatbots and outreach to its hospitality clients as a monthly retainer line. We built the first three deployments; its own team runs the rest from shared templates.",
      metrics: [
        { value: "+3", label: "new retainer clients in a quarter" },
        { value: "3 weeks", label: "from kick-off to first client live" },
        { value: "+27%", label: "more enquiries turned into bookings" },
      ],
      person: { name: "Daniel Hughes", role: "Managing Director" },
      company: clientWordmarks.harbourVale,
    },
    {
      id: "london-venue-sales",
      icon: Building2,
      sector: "Venue",
      title: "Events venue sales team, London",
      description:
        "Weekend enquiries used to wait until Monday. A voice assistant now answers the phone and the website chat around the clock, checks dates against the venue calendar and books show-rounds with the right coordinator.",
      metrics: [
        { value: "24/7", label: "enquiry cover" },
        { value: "< 1 min", label: "average first response" },
        { value: "+35%", label: "show-rounds booked" },
      ],
      person: { name: "Megan Price", role: "Venue Sales Manager" },
      company: clientWordmarks.riverside,
    },
  ],
} satisfies CaseCarouselProps;

/** Under the results: the clients behind the figures, as wordmarks. */
export const proofStripContent = {
  title: "Event teams and agencies running on Parley",
  clients: Object.values(clientWordmarks),
} satisfies ProofStripProps;

/**
 * Between the services and the prices: the Bristol agency's words, backed by its story's booking-rate figure. Another
 * client than the carousel's first story, so the band adds proof instead of repeating it, and the agencies we sell to
 * hear one of their own.
 */
export const clientQuoteContent = {
  title: "What a client says",
  quote:
    "Our hospitality clients wanted AI without another supplier. Parley built the first three assistants with us; now we launch them under our own name in three weeks.",
  person: { name: "Daniel Hughes", role: "Managing Director" },
  company: clientWordmarks.harbourVale,
  figure: { value: "+27%", label: "more enquiries turned into bookings" },
  before: { label: "Before Parley", value: "11%" },
  after: { label: "With Parley", value: "14%" },
} satisfies Omit<ClientQuoteProps, "className">;
