import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { callbackConfigFromEnv } from "./callback-config.ts";
import { toE164 } from "./phone-number.ts";

const complete = {
  VAPI_PRIVATE_KEY: "sk-private",
  VAPI_ASSISTANT_ID: "asst-1",
  VAPI_PHONE_NUMBER_ID: "pn-1",
  VAPI_WEBHOOK_SECRET: "a-long-webhook-secret",
};

describe("callback settings", () => {
  it("are off when none of the required variables is set", () => {
    expect(callbackConfigFromEnv({})).toBeNull();
    expect(callbackConfigFromEnv({ VAPI_API_URL: "http://127.0.0.1:4010", CALLBACK_HOURS: "08:00-20:00" })).toBeNull();
  });

  it("default to the platform's URL, weekdays 09:00-18:00 in London and British numbers", () => {
    const config = callbackConfigFromEnv(complete);
    expect(config).toMatchObject({
      privateKey: "sk-private",
      assistantId: "asst-1",
      phoneNumberId: "pn-1",
      apiUrl: "https://api.vapi.ai",
      webhookSecret: "a-long-webhook-secret",
      webhookUrl: undefined,
      defaultRegion: "GB",
      window: { start: 9 * 60, end: 18 * 60, timeZone: "Europe/London" },
    });
    expect([...(config?.window.days ?? [])].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("never reach the browser bundle: Vite exposes only VITE_* variables, and none of these is one", async () => {
    const viteConfig = await readFile(new URL("../../vite.config.ts", import.meta.url), "utf8");
    expect(viteConfig).not.toMatch(/envPrefix/);
    const source = await readFile(new URL("./callback-config.ts", import.meta.url), "utf8");
    const names = [...source.matchAll(/"((?:VAPI|CALLBACK)_[A-Z_]+)"/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(names.filter((name) => name?.startsWith("VITE_"))).toEqual([]);
  });

  it("stop the server when incomplete, naming what is missing", () => {
    const { VAPI_PHONE_NUMBER_ID: _, ...partial } = complete;
    expect(() => callbackConfigFromEnv(partial)).toThrow(
      "phone callbacks need VAPI_PHONE_NUMBER_ID as well as VAPI_PRIVATE_KEY, VAPI_ASSISTANT_ID, VAPI_WEBHOOK_SECRET",
    );
    expect(() => callbackConfigFromEnv({ ...complete, VAPI_WEBHOOK_SECRET: "short" })).toThrow("at least 16");
    expect(() => callbackConfigFromEnv({ ...complete, CALLBACK_DEFAULT_REGION: "XX" })).toThrow(
      'CALLBACK_DEFAULT_REGION is not a country code: "XX"',
    );
  });
});

describe("the number as dialled", () => {
  it("reads what a UK visitor types as E.164, with or without the country code", () => {
    expect(toE164("020 7946 0321", "GB")).toBe("+442079460321");
    expect(toE164("+44 (0)20 7946 0321", "GB")).toBe("+442079460321");
    expect(toE164("+1 212-555-0123", "GB")).toBe("+12125550123");
    expect(toE164("(212) 555-0123", "US")).toBe("+12125550123");
  });

  it("has no E.164 form for numbers nobody can be rung on", () => {
    expect(toE164("1234567", "GB")).toBeNull();
    expect(toE164("020 7946 032", "GB")).toBeNull();
    expect(toE164("+999 1234 5678", "GB")).toBeNull();
  });
});
