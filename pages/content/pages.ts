import { BarChart3, Blocks } from "lucide-react";
import type { Discipline, DisciplineNote } from "../../ui/sections/discipline-list";
import type { Statement } from "../../ui/sections/editorial-statement";
import type { FeatureItem } from "../../ui/sections/feature-grid";
import type { InsightChartProps } from "../../ui/sections/insight-chart";
import type { PainPoint } from "../../ui/sections/pain-point-ledger";
import type { ProcessStep } from "../../ui/sections/process-steps";
import type { ReportCoverChart } from "../../ui/sections/report-cover";
import type { StackPart } from "../../ui/sections/stack-flow";
import type { StatRow } from "../../ui/sections/stat-table";
import { caseStoriesContent } from "./home-story";

/** A client story's result as a benefit's evidence, named with its client: one source for the number. */
function storyFigure(storyId: string, metricLabel: string): NonNullable<FeatureItem["figure"]> {
  const story = caseStoriesContent.profiles.find((profile) => profile.id === storyId);
  const metric = story?.metrics.find((candidate) => candidate.label === metricLabel);
  if (!story || !metric) throw new Error(`No client story '${storyId}' with the result '${metricLabel}'`);
  return { value: metric.value, label: `${metric.label}, ${story.company.name}` };
}

export const aboutPage = {
  hero: {
    eyebrow: "About us",
    title: "We build the AI that answers while your team runs the event",
    intro:
      "Parley is a London-based AI automation consultancy for event planners and marketing agencies. We design, build and look after the chatbots, outreach, voice assistants and event websites that turn enquiries into booked meetings.",
    facts: [
      { value: "2021", label: "founded in London" },
      { value: "14", label: "people on the team" },
      { value: "38", label: "client programmes in 2025" },
      { value: "Week 4", label: "when a first build goes live" },
    ],
  },
  purpose: {
    title: "Mission and vision",
    mission: {
      label: "Our mission",
      statement:
        "Give every event planner and agency the response speed of a round-the-clock sales team, without adding headcount.",
      detail:
        "Every enquiry answered in seconds, every qualified lead booked into a diary, every hour of admin handed back to the people who plan the event.",
    } satisfies Statement,
    vision: {
      label: "Our vision",
      statement: "An events industry where no delegate, sponsor or client waits until Monday for an answer.",
      detail:
        "AI handles the repeatable conversations, honestly labelled as AI and compliant by design, so people spend their time on the work only people can do.",
    },
  },
  stack: {
    eyebrow: "Technology stack",
    title: "Proven tools, chosen for each job",
    tagsLabel: "{title}: tools",
    intro:
      "Model-agnostic and built from mature services, in accounts you own. Follow one enquiry from your website to a phone call: each step is a part we build and document.",
    stages: [
      {
        where: "Website chat",
        title: "Conversational AI",
        description:
          "Large language models that answer in your tone of voice, grounded in your own event FAQs and pricing.",
        tags: ["OpenAI and Anthropic models", "Retrieval over your documents"],
      },
      {
        where: "CRM and calendar",
        title: "Automation and CRM",
        description: "Workflows that move every lead into the system your team already uses, with no copy and paste.",
        tags: ["HubSpot", "Salesforce", "Make", "Zapier"],
      },
      {
        where: "Phone",
        title: "Voice and telephony",
        description: "Natural-sounding voice agents for inbound and requested outbound calls, with UK numbers.",
        tags: ["Vapi", "Twilio", "WebRTC in the browser"],
      },
    ] satisfies StackPart[],
    foundation: {
      where: "Under every step",
      title: "Data and hosting",
      description: "Lead data stored in UK or EU regions with access controls, audit logs and sensible retention.",
      tags: ["Supabase (PostgreSQL)", "UK and EU regions", "Encrypted at rest"],
    } satisfies StackPart,
  },
  teams: {
    title: "Four disciplines, one delivery team",
    leadLabel: "Led by",
    intro:
      "Every engagement is staffed from the same four groups, so strategy, build and support never lose the thread.",
    note: {
      quote:
        "“I spent ten years behind registration desks answering the same twenty questions while the event needed me elsewhere. We started Parley in 2021 so the questions get answered and the people get their week back.”",
      name: "Grace Adeyemi",
      role: "Co-founder and event strategist",
      tone: "clay",
    } satisfies DisciplineNote,
    items: [
      {
        title: "AI engineers",
        description:
          "Design the assistants, prompts and guardrails, and test them against real enquiries before launch.",
        lead: {
          name: "Tom Okafor",
          tone: "inverse",
          role: "voice engineer",
          background: "Eight years building speech and call-centre systems",
        },
      },
      {
        title: "Automation specialists",
        description: "Connect forms, calendars, CRMs and ticketing so every conversation ends in a next step.",
        lead: {
          name: "Maya Chen",
          tone: "primary",
          role: "automation lead",
          background: "Ran CRM rollouts for a London events agency",
        },
      },
      {
        title: "Event strategists",
        description:
          "Former event and agency producers who know registration funnels, sponsor sales and show-week pressure.",
        lead: {
          name: "Grace Adeyemi",
          tone: "clay",
          role: "co-founder and event strategist",
          background: "Ten years producing trade conferences of up to 2,000 delegates",
        },
      },
      {
        title: "Client success and compliance",
        description:
          "Train your team, watch the numbers each month and keep the set-up aligned with UK GDPR and Ofcom rules.",
        lead: {
          name: "Sara Lind",
          tone: "accent",
          role: "project manager",
          background: "Keeps each rollout to its plan, then runs the monthly reviews",
        },
      },
    ] satisfies Discipline[],
  },
  cta: {
    title: "See what automation could take off your plate",
    intro:
      "A free 30-minute workshop: we look at where enquiries stall today and sketch the first automation worth building.",
    button: "Schedule Consultation",
    // Two of the people this page introduces: the workshop is theirs, not a salesperson's. Not Maya: her vermilion disc
    // vanished into the band.
    hosts: {
      people: [
        { name: "Grace Adeyemi", tone: "clay" },
        { name: "Tom Okafor", tone: "inverse" },
      ],
      note: "Run by Grace, our event strategist, or Tom, who builds the assistants",
    },
  },
} as const;

export const servicesPage = {
  hero: {
    eyebrow: "Services",
    title: "AI automation for events and agencies",
    intro:
      "From the first enquiry to the post-event follow-up, we automate the conversations that slow your team down, and we stay on to keep them working.",
    schedule: "Schedule Consultation",
    contact: "Contact Us",
  },
  services: {
    title: "Six services, one joined-up system",
    intro:
      "Four services meet your delegates, sponsors and clients; two more join them up behind the scenes. Start with one and add the rest as it pays for itself.",
    core: [
      {
        title: "AI Chatbots",
        description:
          "A website and WhatsApp assistant that answers delegate, exhibitor and client questions in seconds, qualifies the lead and books the meeting.",
        visual: "handoff",
        includes: [
          "Trained on your agenda, venue notes, rate cards and past proposals",
          "Qualifies each enquiry: date, headcount, budget and decision-maker",
          "Replies in the visitor's own language, in your wording for prices and policies",
          "A weekly list of the questions it could not answer, to close the gaps",
        ],
        facts: [
          { label: "You provide", value: "Your FAQs, rate cards and past proposals" },
          { label: "Works with", value: "Your website, WhatsApp, HubSpot, Salesforce" },
          { label: "From", value: "$1,000 per event (Starter)" },
          { label: "Hands over to", value: "Your sales lead, with the whole chat attached" },
        ],
      },
      {
        title: "AI Outreach",
        description:
          "Personalised email and LinkedIn sequences for sponsors, speakers and prospects, paused automatically the moment someone replies.",
        visual: "sequenceResults",
        includes: [
          "Each first line written from the prospect's own launches, events and hiring news",
          "Sending paced to keep your domain's reputation healthy",
          "Replies routed to the right owner; the sequence stops at once",
          "A weekly report on opens, replies and meetings booked",
        ],
        facts: [
          { label: "You provide", value: "Your prospect list and a sending domain" },
          { label: "Works with", value: "Gmail, Outlook, LinkedIn, your CRM" },
          { label: "From", value: "$2,500 one time (Growth)" },
          { label: "Hands over to", value: "Each account's owner, the moment they reply" },
        ],
      },
      {
        title: "AI Voice Assistants",
        description:
          "Voice agents that take inbound calls, return requested call-backs and confirm attendance, always introducing themselves as AI.",
        visual: "callSummary",
        includes: [
          "Answers in under a second, evenings and weekends included",
          "Books site visits and sales calls straight into your calendar",
          // Outbound calls come with Pro (Growth's voice assistant takes inbound calls): said here, since "From"
          // below names Growth.
          "On Pro, reminder calls two days out, with places released to the waiting list",
          "A summary and recording of every call for your team",
        ],
        facts: [
          { label: "You provide", value: "A number to forward and access to your calendars" },
          { label: "Works with", value: "Your phone number, Google and Outlook calendars" },
          { label: "From", value: "$2,500 one time (Growth)" },
          { label: "Hands over to", value: "Whoever is on duty, with a call summary" },
        ],
      },
      {
        title: "Event Websites",
        description:
          "Fast, accessible event sites with registration, ticketing and an assistant built in, ready to launch in weeks rather than months.",
        visual: "eventSite",
        includes: [
          "Agenda, speaker and sponsor pages your team can edit",
          "Registration and payments through Stripe or Eventbrite",
          "The chatbot and your CRM connected from day one",
          "Built to load in under two seconds on a phone",
        ],
        facts: [
          { label: "You provide", value: "Your agenda, speakers and brand files" },
          { label: "Works with", value: "Stripe, Eventbrite, your CRM" },
          { label: "From", value: "$10,000 one time (Pro)" },
          { label: "Hands over to", value: "Your CRM, each registration as a contact" },
        ],
      },
    ],
    joins: {
      label: "What joins them",
      intro:
        "Every conversation above lands in one place and is counted, so your team works from one pipeline and one set of numbers.",
      sources: ["Chatbot", "Outreach", "Voice", "Website"],
      items: [
        {
          title: "CRM Integration",
          description:
            "Every conversation, registration and call outcome lands in HubSpot, Salesforce or your own CRM, tagged and assigned to the right person.",
          icon: Blocks,
        },
        {
          title: "Analytics & Reporting",
          description:
            "One dashboard for response times, conversion and revenue by channel, with a monthly review of what to improve next.",
          icon: BarChart3,
        },
      ],
    },
  },
  benefits: {
    title: "What changes for your team",
    // Each led by one client's result: in words alone the four read as claims (outside reviewers in two rounds), and
    // home's medians a second time read as repetition (two more). The medians are in the report the intro links.
    intro: "What every programme is built to give back, each shown by one client's result. The 2025 medians are in our",
    /** Ends the intro as a link (named in prose, unlinked, it was a dead end two reviewers tried). */
    report: { label: "market insights report", href: "/market-insights" },
    items: [
      {
        title: "Hours back every week",
        figure: storyFigure("manchester-conference-organiser", "admin saved each week"),
        description: "Routine questions, reminders and data entry run themselves; your team plans the event.",
      },
      {
        title: "No enquiry left waiting",
        figure: storyFigure("london-venue-sales", "average first response"),
        description: "Answers in seconds at 11pm on a Sunday, when most registrations and sponsor questions arrive.",
      },
      {
        title: "More booked meetings",
        figure: storyFigure("bristol-agency-retainers", "more enquiries turned into bookings"),
        description: "Qualified leads go straight into a diary instead of an inbox, so fewer of them go cold.",
      },
      {
        title: "Clear return on spend",
        figure: storyFigure("manchester-conference-organiser", "paid registrations"),
        description: "Every automation reports the time it saved and the revenue it influenced, month by month.",
      },
    ] satisfies FeatureItem[],
  },
  process: {
    eyebrow: "How we work",
    title: "A four-step process",
    intro: "Fixed scope at each step, a named lead throughout, and nothing goes live until you have tested it.",
    steps: [
      {
        title: "Discovery & Analysis",
        when: "Week 1",
        description:
          "We map how enquiries, registrations and follow-ups flow today, measure where time and leads are lost, and agree the targets.",
      },
      {
        title: "Strategy & Planning",
        when: "Weeks 1–2",
        description:
          "A written plan: which automations to build first, the tools they connect to, the data they handle and the return we expect.",
      },
      {
        title: "Development & Testing",
        when: "Weeks 2–3",
        description:
          "We build in your accounts, test against real past enquiries and run a pilot with your team before anything reaches a customer.",
      },
      {
        title: "Deployment & Support",
        when: "Week 4, then monthly",
        description:
          "We launch, train your team and monitor every conversation channel, with monthly reviews and changes as your events evolve.",
      },
    ] satisfies ProcessStep[],
  },
  cta: {
    title: "Pick the first conversation to automate",
    intro:
      "A free 30-minute workshop: we look at where enquiries stall today and which of the six services pays back first.",
    schedule: "Schedule Consultation",
    contact: "Contact Us",
    // Who builds and rolls out what the workshop picks (About's team, in their colours): the band's right half held
    // two buttons alone on a laptop.
    hosts: {
      people: [
        { name: "Tom Okafor", tone: "inverse" },
        { name: "Sara Lind", tone: "accent" },
      ],
      note: "Tom builds what you pick; Sara keeps its rollout to plan",
    },
  },
} as const;

export const marketInsightsPage = {
  hero: {
    eyebrow: "Market insights",
    edition: "Annual report · 2025",
    title: "AI in events and agency marketing: what 2025 showed",
    intro:
      "What changed when event planners and agencies let AI handle the first conversation, measured across our client programmes in 2025, and the problems that still cost teams the most.",
    // The report's author is on the About page's team; the download is the table below, as a file.
    byline: {
      author: { name: "Maya Chen", role: "Automation lead", tone: "primary" as const },
      published: { label: "12 January 2026", dateTime: "2026-01-12" },
      downloadLabel: "Download the figures (CSV)",
      fileName: "parley-2025-figures.csv",
    },
    // The cover's picture: the report's headline finding, enquiries by hour with the 41% outside office hours.
    chart: {
      label: "Enquiries by hour of the day in 2025: 41% arrived before 09:00 or after 18:00, peaking again at 19:00",
      title: "Enquiries by hour of the day",
      figure: { value: "41%", label: "of enquiries outside office hours" },
      byHour: [2, 1, 1, 1, 1, 2, 4, 7, 12, 16, 18, 17, 14, 15, 17, 16, 14, 11, 13, 15, 14, 11, 7, 4],
      officeHours: [9, 18],
      axis: [0, 6, 12, 18, 23],
      outOfHoursLabel: "Outside office hours",
      inHoursLabel: "09:00-18:00",
    } satisfies ReportCoverChart,
  },
  // One table for the 2025 figures, its four improvements drawn as bars in their rows: a chart of the same four
  // above it said them twice (three outside reviewers).
  stats: {
    eyebrow: "2025 in numbers",
    title: "What moved when AI took the first conversation",
    intro:
      "Medians across 38 Parley client programmes that ran from January to December 2025, each measured against the client's own results for the quarter before automation.",
    caption: "2025 figures",
    columns: ["Metric", "2025 figure", "What it means"],
    groups: { barred: "Four improvements, to one scale", unbarred: "Three more measures" },
    rows: [
      {
        metric: "Outreach response rate",
        value: "+31%",
        bar: 31,
        context: "Sponsor and prospect sequences that stop when someone replies and reference their own event.",
      },
      {
        metric: "Team time saved",
        value: "+23%",
        bar: 23,
        context:
          "Less weekly admin time than before launch, as FAQs, reminders, data entry and follow-ups move to automation.",
      },
      {
        metric: "Lead capture",
        value: "+17%",
        bar: 17,
        context: "More website visitors leaving contact details, mostly from conversations outside office hours.",
      },
      {
        metric: "Event registrations",
        value: "+13%",
        bar: 13,
        context: "Registrations completed after the assistant answered a question that would otherwise have stalled.",
      },
      {
        metric: "Meetings booked from inbound conversations",
        value: "3x",
        context:
          "Compared with the same clients' contact-form baseline, because qualified leads book straight into a diary.",
      },
      {
        metric: "Enquiries arriving outside office hours",
        value: "41%",
        context: "Evenings and weekends: the window in which a human team is slowest to reply.",
      },
      {
        metric: "Median first response",
        value: "Under 10 s",
        context: "Down from a median of several hours by email before the assistant went live.",
      },
    ] satisfies StatRow[],
    note: "Figures are medians across 38 Parley client programmes in 2025 (22 event planners, 16 agencies). Results depend on enquiry volume, sector and starting point; they are not a guarantee of any individual outcome.",
  },
  questions: {
    title: "The first questions our assistants answered",
    intro:
      "Each conversation's opening question in 2025, by topic. Most are about money and logistics, not the programme, and every one of them used to wait for a person.",
    caption: "Share of opening questions by topic, 2025",
    bars: [
      { label: "Ticket prices and group rates", value: 27, display: "27%" },
      { label: "Venue, access and parking", value: 21, display: "21%" },
      { label: "Agenda and speakers", value: 16, display: "16%" },
      { label: "Registration changes and refunds", value: 12, display: "12%" },
      { label: "Sponsoring and exhibiting", value: 9, display: "9%" },
      { label: "Everything else", value: 15, display: "15%", remainder: true },
    ],
    highlight: {
      bar: "Ticket prices and group rates",
      note: "More conversations open on price than on any other topic.",
    },
  } satisfies InsightChartProps,
  painPoints: {
    title: "Where teams still lose time and leads",
    remedyLabel: "Fixed by",
    intro:
      "The six problems we hear most often from event planners and agencies, and the ones automation removes first.",
    items: [
      {
        title: "Enquiries go cold out of hours",
        description:
          "Questions sent on a Friday evening get an answer on Monday, by which time the prospect has booked elsewhere.",
        remedy: "AI Chatbots",
      },
      {
        title: "Registration drop-off",
        description:
          "Visitors abandon registration over one unanswered question about access, dates, pricing or group rates.",
        remedy: "Event Websites",
      },
      {
        title: "Follow-up eats the week",
        description:
          "Producers spend hours chasing sponsors, speakers and suppliers by hand instead of running the event.",
        remedy: "AI Outreach",
      },
      {
        title: "Data trapped in spreadsheets",
        description:
          "Leads sit in inboxes, forms and spreadsheets that never reach the CRM, so nobody sees the whole pipeline.",
        remedy: "CRM Integration",
      },
      {
        title: "No-shows and late drop-outs",
        description: "Without timely, personal reminders, a large share of free-event registrants never arrive.",
        remedy: "AI Voice Assistants",
      },
      {
        title: "Unclear return on marketing spend",
        description: "Reports take days to assemble, so budgets are set on instinct rather than on what converted.",
        remedy: "Analytics & Reporting",
      },
    ] satisfies PainPoint[],
  },
  cta: {
    title: "See what these numbers look like for your events",
    intro:
      "Bring last season's figures to a free 30-minute workshop and we will estimate the gain for your own programme.",
    button: "Schedule Consultation",
    hosts: {
      people: [
        { name: "Sara Lind", tone: "accent" },
        { name: "Grace Adeyemi", tone: "clay" },
      ],
      note: "Sara and Grace review the rollouts behind these figures",
    },
  },
} as const;

export const notFoundPage = {
  eyebrow: "Error 404",
  title: "We couldn't find that page",
  intro: "The link may be out of date, or the address may have a typo. These will get you back on track:",
  home: "Back to home",
  contact: "Contact us",
  suggestionsHeading: "Popular pages",
  suggestions: [
    { label: "Services", href: "/services" },
    { label: "About Us", href: "/about" },
    { label: "Market Insights", href: "/market-insights" },
  ],
} as const;
