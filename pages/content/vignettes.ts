// The product vignettes' words (ui/vignettes/): each service shown at work, in the site's voice.
import type {
  CallVignetteCopy,
  ChatVignetteCopy,
  InsightsVignetteCopy,
  JourneyVignetteCopy,
  OutreachVignetteCopy,
  RegistrationVignetteCopy,
  TeamVignetteCopy,
} from "../../ui/vignettes";

export const chatVignette = {
  label: "A website chatbot telling an attendee about step-free access and adding accessible seating to her booking",
  title: "Summit 2026 · Registration assistant",
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
    { speaker: "Caller", text: "Could we see the riverside suite before we book?" },
    { speaker: "Assistant", text: "Of course. I have Thursday at 10:00 or 14:30. Which suits you?" },
    { speaker: "Caller", text: "Thursday at 10, please." },
  ],
} satisfies CallVignetteCopy;

export const outreachVignette = {
  label: "An outreach sequence to a sponsor prospect: two emails sent, a reply, and a meeting booked",
  title: "Sequence · Sponsors 2026",
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
  event: "Northlight Summit 2026",
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

/** Services' own picture: one lead passing through all four services on its way to a meeting. */
export const journeyVignette = {
  label:
    "One lead's journey: a website chat about group rates, a follow-up email, a qualifying call and a meeting booked for Thursday",
  title: "Lead journey · Kestrel Live",
  status: "Qualified",
  lead: "Priya Shah · 40 delegates · $6,000 budget",
  steps: [
    { channel: "chat", when: "Mon 21:40 · Website chat", text: "Asked about group rates for 40 delegates" },
    { channel: "outreach", when: "Tue 08:05 · Follow-up email", text: "Sent the group pack and two dates" },
    { channel: "call", when: "Tue 10:12 · Voice assistant", text: "Confirmed budget and the May date" },
    { channel: "meeting", when: "Thu 10:00 · Calendar", text: "Meeting booked with your sales lead" },
  ],
} satisfies JourneyVignetteCopy;

/** About's own picture: the named people on a client rollout and where it stands. */
export const teamVignette = {
  label:
    "A client rollout run by three named Parley people, Maya Chen, Tom Okafor and Sara Lind, with discovery and build done and launch under way",
  title: "Rollout · Harbour & Vale",
  status: "On track",
  people: [
    { name: "Maya Chen", role: "Automation lead" },
    { name: "Tom Okafor", role: "Voice engineer" },
    { name: "Sara Lind", role: "Project manager" },
  ],
  stages: [
    { name: "Discovery", when: "Week 1", done: true },
    { name: "Build", when: "Weeks 2-3", done: true },
    { name: "Launch", when: "Week 4", done: false },
  ],
} satisfies TeamVignetteCopy;

/** Market insights' own picture: enquiries by hour, the 41% that arrive outside office hours picked out. */
export const insightsVignette = {
  label: "A dashboard of enquiries by hour of the day: 41% arrive before 09:00 or after 18:00",
  title: "Enquiries by hour",
  status: "2025",
  figure: { value: "41%", label: "of enquiries outside office hours" },
  byHour: [2, 1, 1, 0, 1, 2, 4, 7, 12, 16, 18, 17, 14, 15, 17, 16, 14, 11, 13, 15, 14, 11, 7, 4],
  officeHours: [9, 18],
  axis: ["00:00", "06:00", "12:00", "18:00", "23:00"],
  inHoursLabel: "09:00-18:00",
  outOfHoursLabel: "Outside office hours",
} satisfies InsightsVignetteCopy;
