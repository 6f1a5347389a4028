// Copy of the home page's first view (docs/product/screens.md#home, item 1): the hero and its demo-call card. Quoted spec strings are
// verbatim. Kept apart from the rest of the home copy, which loads with the sections below the fold.
import type { DemoCallCopy } from "../../ui/sections/demo-call-card";
import type { HeroProps } from "../../ui/sections/hero";
import { newTabHint } from "./site";

export const heroContent = {
  eyebrow: "AI automation for event planners and marketing agencies",
  title: "Turn Conversations Into Meetings",
  intro:
    "Chatbots, outreach and voice assistants that answer every enquiry in seconds and book the meeting, so your team runs events, not inboxes.",
  badges: ["GDPR Compliant", "Ofcom Approved"],
  copy: {
    bookingLabel: "Book Free Workshop",
    newTabHint,
    sessionLabel: "30-minute session",
    badgesLabel: "Compliance",
  },
} satisfies Omit<HeroProps, "bookingHref" | "demo">;

/** The stored demo request's confirmation when no assistant will ring (the card's default; see demo-request.ts). */
export const demoRequestedTeamMessage =
  "Information saved! Our team will be in touch within one working day to run your demo.";

export const demoCallContent = {
  title: "Talk to our AI voice agent",
  description:
    "The same assistant we build for clients, live in your browser. Tell it how your team handles enquiries and it will show you what it would automate.",
  status: {
    idle: "Ready to connect",
    connecting: "Connecting to AI...",
    connected: "Connected - AI is listening",
  },
  startLabel: "Start Demo Call",
  returningLabel: "Talk to our AI assistant",
  connectingLabel: "Connecting...",
  endLabel: "End Call",
  speakingLabel: "Assistant speaking",
  footnote: "Runs in your browser. Allow microphone access when asked.",
  previewSpeaker: "Parley assistant",
  visitorSpeaker: "You",
  previewLine: "“Hi, I'm Parley's AI assistant. Which part of your workflow eats most of your team's time?”",
  previewTurn: "You reply out loud, no typing",
  sample: {
    label: "Sample call · Parley assistant",
    lines: [
      { speaker: "Caller", text: "Do you have group rates for twelve delegates?" },
      { speaker: "Assistant", text: "Yes: 15% off from ten. Shall I book a call with our events lead?" },
    ],
    outcome: "Meeting booked: Tue 14:00",
    listenLabel: "Listen",
    stopLabel: "Stop",
    listenContext: "to the sample call",
    // About, not exact: the browser's voice reads at its own pace, near 150 words a minute (2.5 a second) at rate 1:
    // the lines' 22 words (sample-call-length.test.ts counts them).
    lengthLabel: "about 9 seconds",
    // Honest about whose voice it is: the browser's speech synthesis reads it, not our assistant.
    voiceNote: "Read aloud by your browser's own voice",
  },
  requestTitle: "Get a live demo of our AI voice agent",
  requestDescription:
    // True on every plan: the assistant itself rings when callbacks are on, a person follows up when they are off.
    // (Not 'Leave your details': the card has no fields, the button asks for them.)
    "Ask for a call and we will be in touch to run it live on your own event or client.",
  requestLabel: "Request a Demo Call",
  requestedConfirmation: demoRequestedTeamMessage,
} satisfies DemoCallCopy;
