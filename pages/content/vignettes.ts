// The product vignettes' words (ui/vignettes/): each service shown at work, in the site's voice.
import type {
  CallVignetteCopy,
  CallSummaryVignetteCopy,
  ChatVignetteCopy,
  EventSiteVignetteCopy,
  HandoffVignetteCopy,
  JourneyVignetteCopy,
  OutreachVignetteCopy,
  RegistrationVignetteCopy,
  ReplyWaitVignetteCopy,
  SequenceResultsVignetteCopy,
  TeamVignetteCopy,
} from "../../ui/vignettes";

export const chatVignette = {
  label: "A website chatbot telling an attendee about step-free access and adding accessible seating to her booking",
  title: "Northlight Summit · Registration assistant",
  status: "Online",
  messages: [
    { from: "attendee", text: "Is there step-free access to the main hall?" },
    {
      from: "assistant",
      text: "Yes: the Level 0 entrance is step-free, with lifts to every floor. Shall I add accessible seating to your booking?",
    },
    { from: "attendee", text: "Yes please, two seats." },
  ],
  suggestions: ["Parking", "Dietary options", "Agenda"],
} satisfies ChatVignetteCopy;

export const callVignette = {
  label: "A voice assistant on a phone call, booking a venue visit while the transcript appears live",
  title: "Inbound call · Venue enquiries",
  status: "Live",
  duration: "02:14",
  lines: [
    { speaker: "Caller", text: "Could we see the Riverside Suite before we book?" },
    { speaker: "Assistant", text: "Of course. I have Thursday at 10:00 or 14:30. Which suits you?" },
    { speaker: "Caller", text: "Thursday at 10, please." },
  ],
} satisfies CallVignetteCopy;

export const outreachVignette = {
  label: "An outreach sequence to a sponsor prospect: two emails sent, a reply, and a meeting booked",
  title: "Sequence · Expo North sponsors",
  status: "Running",
  steps: [
    { when: "Day 0", subject: "Your launch at Expo North, and our sponsor floor", state: "sent" },
    { when: "Day 3", subject: "Three ideas for your stand", state: "replied" },
    { when: "Day 7", subject: "Last note before the floor plan closes", state: "stopped" },
  ],
  reply: { from: "Reply from Hannah, Brightside Drinks", text: "Sounds good. Could we talk on Thursday?" },
  outcome: "Meeting booked: Thursday 11:00",
} satisfies OutreachVignetteCopy;

export const registrationVignette = {
  label: "An event registration page with two ticket types, a register button and 312 of 400 places taken",
  title: "northlight-summit.events",
  status: "Published",
  event: "Northlight Summit",
  details: "12 March · Manchester Central",
  tickets: [
    { name: "Delegate", price: "$149" },
    { name: "Exhibitor", price: "$590" },
  ],
  action: "Register",
  registered: 312,
  capacity: 400,
  progressLabel: "312 of 400 places taken",
} satisfies RegistrationVignetteCopy;

// Services' pictures of each service: what happens after the moment the home page shows.

/** After the chat: the lead card the chatbot hands to the CRM and the sales lead, qualified, with a call booked. */
export const handoffVignette = {
  label:
    "A lead card the chatbot sent to the CRM: Leah Morgan of Atlas Biotech, 120 delegates, an $18,000 budget, qualified, a call booked for Wednesday at 15:30 and synced to HubSpot",
  title: "New lead · From website chat",
  status: "Sent to sales",
  lead: { name: "Leah Morgan", company: "Atlas Biotech · Head of Events" },
  fields: [
    { label: "Event", value: "Sales kick-off" },
    { label: "Headcount", value: "120 delegates" },
    { label: "Budget", value: "$18,000" },
    { label: "Date", value: "14-15 May" },
  ],
  score: { label: "Qualified", value: "4 of 4" },
  nextStep: "Next step: call booked Wed 15:30",
  synced: "Synced to HubSpot · owner: your sales lead",
} satisfies HandoffVignetteCopy;

/** After the sequence: what it achieved, and that it stopped for everyone who replied. */
export const sequenceResultsVignette = {
  label:
    "Results of a sponsor outreach sequence: 120 emails sent, 74% opened, 18% replied and 9 meetings booked, each paused when the prospect replied",
  title: "Results · Expo North sponsors",
  status: "Week 3",
  stages: [
    { label: "Sent", value: "120", share: 100 },
    { label: "Opened", value: "74%", share: 74 },
    { label: "Replied", value: "18%", share: 18 },
    { label: "Meetings", value: "9", share: 8 },
  ],
  paused: "Paused on reply: 22 prospects, each handed to their owner",
} satisfies SequenceResultsVignetteCopy;

/** After the call: the summary and recording the team gets, with the site visit it booked. */
export const callSummaryVignette = {
  label:
    "A call summary: a three-minute call that booked a site visit, its recording, three takeaways and a tick that the assistant said it was an AI at the start",
  title: "Call summary · Venue enquiries",
  status: "Completed",
  duration: "03:05",
  position: "01:12",
  played: 40,
  outcome: "Site visit booked: Thu 10:00, Riverside Suite",
  takeaways: [
    "Dinner for 80 guests in late June",
    "Needs step-free access and a screen for speeches",
    "Decision with their finance lead by Friday",
  ],
  disclosure: "AI disclosed at start",
} satisfies CallSummaryVignetteCopy;

/** After the build: the event's site on a phone, its agenda and a Register button always in reach. */
export const eventSiteVignette = {
  label:
    "An event website on a phone: the Northlight Summit header, the morning's agenda and a Register button fixed at the foot, loading in 1.4 seconds",
  title: "northlight-summit.events · Phone",
  status: "Live",
  event: "Northlight Summit",
  details: "12 March · Manchester Central",
  agenda: [
    { time: "09:00", session: "Registration and coffee" },
    { time: "09:45", session: "Keynote: the year ahead" },
    { time: "11:00", session: "Panel: sponsors who stay" },
    { time: "12:30", session: "Lunch and exhibition" },
  ],
  action: "Register · from $149",
  speed: "Loads in 1.4 s",
} satisfies EventSiteVignetteCopy;

/** Services' own picture: one lead passing through all four services on its way to a meeting. */
export const journeyVignette = {
  label:
    "One lead's journey: a website chat about group rates, a follow-up email, a qualifying call and a meeting booked for Friday",
  title: "Lead journey · Kestrel Live",
  status: "Qualified",
  lead: "Priya Shah · 40 delegates · $6,000 budget",
  steps: [
    { channel: "chat", when: "Mon 21:40 · Website chat", text: "Asked about group rates for 40 delegates" },
    { channel: "outreach", when: "Tue 08:05 · Follow-up email", text: "Sent the group pack and two dates" },
    { channel: "call", when: "Tue 10:12 · Voice assistant", text: "Confirmed budget and the May date" },
    { channel: "meeting", when: "Fri 11:30 · Calendar", text: "Meeting booked with your sales lead" },
  ],
} satisfies JourneyVignetteCopy;

/** About's own picture: the named people on a client rollout and where it stands. */
export const teamVignette = {
  label:
    "A client rollout planned over four weeks and run by three named Parley people, Maya Chen, Tom Okafor and Sara Lind: discovery and build done, launch under way in week 4",
  title: "Rollout · Lumen Expo",
  status: "On track",
  stages: [
    { name: "Discovery", when: "Week 1", weeks: [0, 1] },
    { name: "Build", when: "Weeks 2–3", weeks: [1, 3] },
    { name: "Launch", when: "Week 4", weeks: [3, 4] },
  ],
  now: { at: 3.4, label: "Today" },
  people: [
    {
      name: "Maya Chen",
      role: "Automation lead",
      tasks: [
        { name: "FAQs", weeks: [0, 1] },
        { name: "Chatbot + CRM", weeks: [1, 3] },
        { name: "Launch", weeks: [3, 4] },
      ],
    },
    {
      name: "Tom Okafor",
      role: "Voice engineer",
      tasks: [
        { name: "Scripts", weeks: [0.5, 1.5] },
        { name: "Voice tests", weeks: [1.5, 3] },
        { name: "Go live", weeks: [3, 4] },
      ],
    },
    {
      name: "Sara Lind",
      role: "Project manager",
      tasks: [
        { name: "Kick-off", weeks: [0, 1] },
        { name: "Weekly check-ins", weeks: [1, 3] },
        { name: "Training", weeks: [3, 4] },
      ],
    },
  ],
} satisfies TeamVignetteCopy;

/**
 * About's mission and vision, drawn: a Friday evening's enquiry, answered on Monday morning by an inbox and within
 * seconds by an assistant. Hours count from Friday's midnight: 18:42 is 18.7, Monday 08:42 is 80.7 (62 hours later).
 */
export const replyWaitVignette = {
  caption: "One enquiry, two ways to answer it",
  enquiry: { sent: "Fri 18:42", text: "Can we add 40 delegates to Saturday's dinner?" },
  days: ["Fri", "Sat", "Sun", "Mon"],
  closedDays: [1, 2],
  closedLabel: "Office closed",
  sentHour: 18.7,
  replies: [
    { label: "An inbox, answered in office hours", at: "Mon 08:42", wait: "62 hours", hour: 80.7 },
    {
      label: "An assistant, on call all weekend",
      at: "Fri 18:42",
      wait: "8 seconds",
      hour: 18.7 + 8 / 3600,
      brand: true,
    },
  ],
} satisfies ReplyWaitVignetteCopy;
