import { afterAll, beforeAll, expect, it } from "vitest";
import { startLeadsSite, type LeadsSite } from "./e2e.ts";
import { createClient } from "@supabase/supabase-js";

let site: LeadsSite;
beforeAll(async () => {
  site = await startLeadsSite();
}, 60_000);
afterAll(async () => {
  await site.close();
});

it("finds a row stored through the endpoint in the owner's export of the running in-process server", async () => {
  const supabase = createClient(site.url, "local-anon-key");
  for (let i = 0; i < 7; i++) {
    // More than the default 5 writes: browser tests are not throttled.
    expect((await supabase.from("newsletter_subscriptions").insert({ email: `e2e-${i}@example.com` })).status).toBe(
      201,
    );
  }
  const rows = await site.exportLeads("newsletter_subscriptions");
  expect(rows.map((row) => row.email)).toEqual(Array.from({ length: 7 }, (_, i) => `e2e-${i}@example.com`));
}, 60_000);
