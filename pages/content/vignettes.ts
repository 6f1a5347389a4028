// The product vignettes' words (ui/vignettes/): each service shown at work, in the site's voice.
import type {
  CallVignetteCopy,
  ChatVignetteCopy,
  OutreachVignetteCopy,
  RegistrationVignetteCopy,
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
