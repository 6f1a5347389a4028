import type { LegalSection } from "../../ui/sections/legal-document";
import { site } from "./site";

/** Shared wording of both legal pages. */
export const legalCopy = {
  lastUpdatedLabel: "Last updated",
  /** Shown in the server HTML until the visitor's own date is known (no JavaScript: still true). */
  lastUpdatedFallback: "today",
  contentsLabel: "On this page",
} as const;

export const privacyPolicy = {
  title: "Privacy policy",
  contactIntro: "Questions about your data, or want to exercise a right? Email our support team at",
  intro: `This policy explains what personal data ${site.legalName} (“Parley”, “we”) collects through this website, why, how long we keep it and the rights you have under the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic Communications Regulations (PECR).`,
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      body: [
        `${site.legalName} is an AI automation consultancy based in ${site.location}. We are the controller of the personal data described in this policy.`,
        `You can reach us about anything in this policy at ${site.supportEmail}.`,
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      body: [
        "We only collect what you choose to give us, plus analytics data if you allow it:",
        {
          list: [
            "Contact form: your name, email address, phone number, company and message.",
            "Demo call request: your name, email address and phone number, so our AI assistant can call you back.",
            "Newsletter: your email address.",
            "ROI calculator, if you ask us to email your estimate: your email address, the five values you set (monthly attendees, registration rate, ticket value, admin hours and hourly staff cost) and the results we showed you (registrations, extra revenue, hours saved, monthly savings and payback). Your email address also joins our newsletter, as the form says.",
            "Browser voice demo, where the site offers it: the audio of your conversation, processed in real time by our voice platform provider to run the call.",
            "Analytics (only after you accept cookies): pages visited, referring site, device type and approximate location derived from your IP address.",
          ],
        },
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use it and our lawful basis",
      body: [
        {
          list: [
            "Replying to your enquiry and preparing a proposal: our legitimate interests, or steps taken at your request before entering into a contract.",
            "Calling you about a demo you requested: your consent, which you can withdraw at any time.",
            "Sending the newsletter: your consent. Every email has a one-click unsubscribe link.",
            "Analytics: your consent, given through the cookie banner, as PECR requires.",
            "Keeping records for tax, accounting and legal claims: our legal obligations and legitimate interests.",
          ],
        },
        "We do not sell personal data, and we do not use it for automated decisions that have legal or similarly significant effects on you.",
      ],
    },
    {
      id: "calls-and-ai",
      title: "Calls, AI assistants and Ofcom rules",
      body: [
        "Our voice assistant tells you at the start of every call that you are speaking to an AI. We only call numbers whose owners asked us to, at the time they asked for, and we never make unsolicited marketing calls to numbers registered with the Telephone Preference Service.",
        "Our calls present a valid caller ID you can call back, and we follow Ofcom's guidance on the persistent misuse of electronic communications networks, including its limits on abandoned and silent calls.",
        "Please do not share health, financial or other sensitive information in a demo call; it is not needed and the demo is not designed for it.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and similar technologies",
      body: [
        "We store your cookie choice in your browser's local storage so we do not ask again on every visit. This is strictly necessary and needs no consent.",
        "Analytics scripts load only after you select Accept in the cookie banner. If you decline, or make no choice, no analytics script is loaded and no analytics request is made.",
        "You can change your mind at any time with the Cookie Settings link in the footer of every page.",
      ],
    },
    {
      id: "sharing",
      title: "Who we share it with",
      body: [
        "We use carefully chosen processors, under written contracts, to run this website and our services:",
        {
          list: [
            "Database hosting for form submissions (Supabase, servers in the EU).",
            "Voice AI and telephony for demo calls (our voice platform provider and its carriers).",
            "Email delivery for notifications and the newsletter.",
            "Online scheduling when you book the free workshop (the booking page opens on the provider's own site).",
          ],
        },
        "Where a processor handles data outside the UK, we rely on UK adequacy regulations or the UK International Data Transfer Agreement (or Addendum) to protect it.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: [
        {
          list: [
            "Enquiries and demo call requests: 24 months from our last contact, unless you become a client.",
            "Newsletter subscriptions: until you unsubscribe.",
            "Analytics data: up to 14 months.",
            "Client records: six years after the end of the engagement, for tax and legal purposes.",
          ],
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: [
        "You have the right to access your personal data, to have it corrected or erased, to restrict or object to its use, to data portability, and to withdraw consent at any time. We reply within one month.",
        "If you are unhappy with how we handle your data, please tell us first so we can put it right. You can also complain to the Information Commissioner's Office (ICO) at ico.org.uk or on 0303 123 1113.",
      ],
    },
    {
      id: "security",
      title: "Security",
      body: [
        "Data is encrypted in transit and at rest, access is limited to the staff who need it, and form submissions cannot be read back through the public website.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: [
        "We review this policy whenever our services or suppliers change. The date at the top of the page shows when it was last reviewed.",
      ],
    },
  ] satisfies LegalSection[],
} as const;

export const termsOfService = {
  title: "Terms of service",
  contactIntro: "Questions about these terms? Email our support team at",
  intro: `These terms govern your use of the ${site.name} website and its demos. Consulting and build work is covered by a separate written agreement, which takes precedence over these terms if the two differ.`,
  sections: [
    {
      id: "about-these-terms",
      title: "About these terms",
      body: [
        `This website is operated by ${site.legalName}, based in ${site.location}. By using the website you accept these terms. If you do not agree, please do not use it.`,
      ],
    },
    {
      id: "using-the-website",
      title: "Using the website",
      body: [
        "You may use the website to learn about our services, try the demos it offers and get in touch. You must not:",
        {
          list: [
            "misuse the forms or the voice demo, for example by submitting someone else's details or automated requests;",
            "try to gain unauthorised access to the website, its servers or its data;",
            "use the website in any way that breaks the law or infringes anyone's rights.",
          ],
        },
      ],
    },
    {
      id: "voice-demo",
      title: "The AI voice demo",
      body: [
        "The demo shows how an AI voice assistant handles a conversation. AI can make mistakes: nothing it says is a quote, an offer or professional advice, and it must not be relied on for anything important.",
        "Only request a call to a number you are entitled to use. The demo is not an emergency service.",
      ],
    },
    {
      id: "prices-and-engagements",
      title: "Prices, guarantees and engagements",
      body: [
        "Prices on the website are a guide, shown in US dollars and excluding VAT. A binding price is only set in a written proposal or statement of work.",
        "Our 30-Day Money-Back guarantee, Pilot Program and Cancel Anytime terms apply as set out in your agreement with us.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: [
        "The content, design and code of this website belong to us or our licensors. You may view and print pages for your own reference, but not copy or reuse them commercially without our written permission.",
      ],
    },
    {
      id: "third-party-services",
      title: "Third-party sites and services",
      body: [
        "Some links, such as our booking page and social profiles, open sites run by other companies. Their own terms and privacy policies apply, and we are not responsible for their content.",
      ],
    },
    {
      id: "liability",
      title: "Our liability",
      body: [
        "We work to keep the website accurate and available but cannot promise it will always be error-free or uninterrupted. The website is provided for information, and to the extent the law allows we are not liable for any loss arising from its use.",
        "Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited under English law.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      body: [
        "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction, although if you live elsewhere in the UK you may also bring proceedings in your local courts.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: [
        "We may update these terms from time to time. The date at the top of the page shows when they were last reviewed.",
      ],
    },
  ] satisfies LegalSection[],
} as const;
