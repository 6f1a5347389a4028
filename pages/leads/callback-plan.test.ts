import { describe, expect, it } from "vitest";
import { fetchCallbackPlan } from "./callback-plan";

const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

describe("the callback plan the site asks the server for", () => {
  it("reads the server's answer", async () => {
    await expect(fetchCallbackPlan(answer(200, { callbacks: "on", open: true }))).resolves.toEqual({
      callbacks: "on",
      open: true,
    });
    const later = { callbacks: "on", open: false, opensAt: "2026-11-30T09:00:00.000Z", timeZone: "Europe/London" };
    await expect(fetchCallbackPlan(answer(200, later))).resolves.toEqual(later);
  });

  it("is 'off' (the team will be in touch) when no server of ours answers, or it answers nonsense", async () => {
    const off = { callbacks: "off" };
    await expect(fetchCallbackPlan(answer(404, { message: "Not Found" }))).resolves.toEqual(off);
    await expect(fetchCallbackPlan(answer(200, { callbacks: "on", open: false, opensAt: "soon" }))).resolves.toEqual(
      off,
    );
    await expect(fetchCallbackPlan(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual(off);
    await expect(
      fetchCallbackPlan(() => Promise.resolve(new Response("<!doctype html>", { status: 200 }))),
    ).resolves.toEqual(off);
  });

  it("does not keep the visitor waiting for a server that never answers", async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("timed out", "TimeoutError"))),
      );
    const started = Date.now();
    await expect(fetchCallbackPlan(hanging, 50)).resolves.toEqual({ callbacks: "off" });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
