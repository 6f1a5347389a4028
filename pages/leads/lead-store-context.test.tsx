import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { SubmitHandler } from "../../ui/lib/submit-result";
import type { ContactSubmission } from "../../ui/sections/contact-form/contact-form";
import type { NewsletterValues } from "../../ui/sections/newsletter-form/newsletter-form";
import type { LeadActions } from "./lead-actions";
import { LeadStoreProvider } from "./lead-store-context";
import { useLeadStore } from "./lead-services";
import { useLeadActions } from "./use-lead-actions";
import { createMemoryLeadStore } from "./memory-lead-store";

/** Renders `useLeadActions()` under a provider (server rendering is enough to run hooks) and hands the actions out. */
function actionsFrom(element: (probe: React.ReactNode) => React.ReactElement): LeadActions {
  let actions: LeadActions | undefined;
  function Probe() {
    actions = useLeadActions({ toast: { success: vi.fn(), error: vi.fn() }, now: () => Date.now() + 60_000 });
    return null;
  }
  renderToString(element(<Probe />));
  if (!actions) throw new Error("probe did not render");
  return actions;
}

describe("LeadStoreProvider", () => {
  it("gives pages actions over the store it is given, wired one line per form", async () => {
    const store = createMemoryLeadStore();
    const actions = actionsFrom((probe) => (
      <LeadStoreProvider store={store} notifier={null}>
        {probe}
      </LeadStoreProvider>
    ));
    // The sections' own handler types: a page writes `onSubmit={actions.submitContact}`.
    const contactForm: SubmitHandler<ContactSubmission> = actions.submitContact;
    const footer: SubmitHandler<NewsletterValues> = actions.subscribeNewsletter;
    await contactForm({
      name: "Ada",
      email: "ada@example.com",
      business: "Acme",
      phone: "+1 555 0100",
      message: "Hello there, Parley",
      honeypot: "",
      startedAt: Date.now(),
    });
    await footer({ email: "ada@example.com" });
    expect(store.contacts).toHaveLength(1);
    expect(store.newsletterSubscriptions).toEqual([{ email: "ada@example.com" }]);
  });

  it("refuses to be used outside a provider", () => {
    function Orphan() {
      useLeadStore();
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderToString(<Orphan />)).toThrow("useLeadStore must be used inside <LeadStoreProvider>");
  });
});
