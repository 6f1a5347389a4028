// The prerendered markup of Home §6–11 (server rendering, as the prerender does) carries every string and
// number docs/product/screens.md and constants.md and issue 3 give for these sections, exactly.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsultationCta } from "../../ui/sections/consultation-cta";
import { ContactForm } from "../../ui/sections/contact-form";
import { Guarantees } from "../../ui/sections/guarantees";
import { Pricing } from "../../ui/sections/pricing";
import { RoiCalculator } from "../../ui/sections/roi-calculator";
import { ServiceSuite } from "../../ui/sections/service-suite";
import {
  consultationContent,
  contactFormContent,
  guaranteesContent,
  pricingContent,
  roiCalculatorContent,
  roiCalculatorSavedContent,
  serviceSuiteContent,
} from "./home-offer";

const notCalled = () => Promise.reject(new Error("not submitted in a render test"));

const html = renderToString(
  <>
    <ServiceSuite {...serviceSuiteContent} />
    <Pricing {...pricingContent} />
    <Guarantees {...guaranteesContent} />
    <ConsultationCta {...consultationContent} />
    <RoiCalculator {...roiCalculatorContent} onSubmit={notCalled} />
    <ContactForm {...contactFormContent} onSubmit={notCalled} />
  </>,
);
// Text as a reader sees it: tags dropped, entities decoded, whitespace collapsed.
const text = html
  .replace(/<!-- -->/g, "")
  .replace(/<[^>]+>/g, " ")
  .replace(/&#x27;/g, "'")
  .replace(/&amp;/g, "&")
  .replace(/\s+/g, " ");

describe("Home §6–11 prerendered", () => {
  it("has the element ids the page links to", () => {
    expect(html).toContain('id="business-automation"');
    expect(html).toContain('id="consultation"');
    expect(html).toContain('id="contact"');
  });

  it("names the four services", () => {
    for (const name of ["AI Chatbots", "AI Outreach", "AI Voice Assistants", "Event Websites"]) {
      expect(text).toContain(name);
    }
  });

  // The path chooser's "I'm a Marketing Agency" lands on this band: each service says, in words, what it is for them.
  it("says what each service offers an agency", () => {
    for (const service of serviceSuiteContent.services) {
      const forAgencies = service.highlights.filter((line) => line.startsWith("Agencies: "));
      expect(forAgencies, service.name).toHaveLength(1);
      expect(text).toContain(forAgencies[0]);
    }
  });

  it("prices the three packages as docs/product/constants.md#pricing writes them, Growth marked 'Most Popular'", () => {
    expect(text).toMatch(/Starter .*\$1,000 per event/);
    expect(text).toMatch(/Growth Most Popular .*\$2,500-\$5,000 one time/);
    expect(text).toMatch(/Pro .*\$10,000\+ one time/);
    expect(text.match(/Most Popular/g)).toHaveLength(1);
  });

  it("opens every booking link in a new tab without an opener", () => {
    const links = html.match(/<a [^>]*target="_blank"[^>]*>/g) ?? [];
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toContain('rel="noopener noreferrer"');
  });

  it("lists the three guarantees", () => {
    for (const guarantee of ["30-Day Money-Back", "Pilot Program Available", "Cancel Anytime"]) {
      expect(text).toContain(guarantee);
    }
  });

  it("shows the five sliders at the documented defaults and the figures they give", () => {
    expect(text).toContain("Monthly attendees 237 attendees");
    expect(text).toContain("Registration rate % 11%");
    expect(text).toContain("Ticket value $ $89");
    expect(text).toContain("Admin hours 23 hours");
    expect(text).toContain("Hourly staff cost $ $19 per hour");
    expect(text).toContain("Payback period 8.3 months");
    expect(text).toContain("Monthly savings $242");
    expect(text).toContain("Setup paid back in month 9, and $905 ahead by month 12.");
  });

  it("renders the contact form's five required fields and the hidden honeypot", () => {
    const control = (name: string) => html.match(new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`))?.[0];
    for (const name of ["name", "email", "business", "phone", "message"]) {
      expect(control(name)).toContain('aria-required="true"');
    }
    const honeypot = control("website");
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toMatch(/autocomplete="off"/i);
    expect(text).toContain("Send Message");
  });

  it("says what the ROI form does on each build: e-mails the estimate only where a template is configured", () => {
    const words = (content: typeof roiCalculatorContent) =>
      renderToString(<RoiCalculator {...content} onSubmit={notCalled} />)
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
    const emailed = words(roiCalculatorContent);
    expect(emailed).toContain("Get this estimate by email");
    expect(emailed).toContain("We will send your figures and, now and then, a short note on AI automation for events.");
    expect(emailed).toContain("Email my estimate");
    const saved = words(roiCalculatorSavedContent);
    expect(saved).toContain("Keep this estimate");
    expect(saved).toContain(
      "We will keep your figures with your email address and, now and then, send a short note on AI automation for events.",
    );
    expect(saved).toContain("Save my estimate");
    expect(saved).not.toMatch(/email my|by email|send your figures/i);
  });
});
