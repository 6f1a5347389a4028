// A real `npm start` process killed (SIGKILL) in the middle of dialling, on PostgreSQL 15: the server started after
// it dials the request exactly once, whether or not the platform had already taken the killed process's call.
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startEmulator, type Emulator } from "@parley/voice/testing/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../app.ts";
import type { Database } from "../db/database.ts";
import { openPostgres } from "../db/postgres.ts";
import { migrate } from "../migrate.ts";
import { postgresUnavailableReason, startTempPostgres, type TempPostgres } from "../testing/postgres15.ts";
import { spawnServer } from "../testing/spawn.ts";
import { parseCallingWindow } from "./calling-window.ts";
import { DEFAULT_CALL_LIMITS } from "./callback-config.ts";

const KEY = "sk-restart-test";
const SECRET = "restart-webhook-secret";
const skip = postgresUnavailableReason();

/**
 * Between the dialler and the platform: `POST /call` is forwarded (so the platform places the call) or not, and
 * its answer never comes back, like a process that dies while it waits. Everything else passes through.
 */
async function startHoldingProxy(target: string, forwardCalls: boolean) {
  const server: Server = createServer((req, res) => {
    const holds = req.method === "POST" && req.url === "/call";
    if (holds && !forwardCalls) return; // swallowed: the platform never hears of it
    const upstream = forward(
      new URL(req.url ?? "/", target),
      { method: req.method, headers: req.headers },
      (answer) => {
        if (holds) return answer.resume(); // the platform answered; the dialler never learns it
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe.skipIf(skip)("a server killed while dialling (PostgreSQL 15)", () => {
  let cluster: TempPostgres;
  let db: Database;
  let emulator: Emulator;
  beforeAll(async () => {
    cluster = await startTempPostgres();
    db = await openPostgres(cluster.url);
    await migrate(db);
    emulator = await startEmulator({ token: KEY });
  }, 60_000);
  afterAll(async () => {
    await emulator?.close();
    await db?.close();
    await cluster?.stop();
  });

  // The emulator is not reset between tests: its call ids would start again and collide with stored ones.
  const callPosts = (id: string) =>
    emulator.requests.filter(
      (r) =>
        r.method === "POST" &&
        r.path === "/call" &&
        (r.body as { customer?: { externalId?: string } } | undefined)?.customer?.externalId === id,
    );

  async function killMidDial(name: string, phone: string, forwardCalls: boolean): Promise<string> {
    const proxy = await startHoldingProxy(emulator.url, forwardCalls);
    // A request the server promised to the assistant (as its phone-request endpoint stores them).
    const { rows } = await db.query<{ id: string }>(
      `insert into public.ai_call_requests (full_name, business_email, phone_number, call_status, promised, phone_e164)
       values ($1, 'restart@example.com', $2, 'requested', 'assistant', $3) returning id`,
      [name, phone, `+44${phone.replace(/\D/g, "").slice(1)}`],
    );
    const id = rows[0]?.id ?? "";
    const server = spawnServer({
      DATABASE_URL: cluster.url,
      VAPI_PRIVATE_KEY: KEY,
      VAPI_ASSISTANT_ID: "asst-restart",
      VAPI_PHONE_NUMBER_ID: "pn-restart",
      VAPI_WEBHOOK_SECRET: SECRET,
      VAPI_API_URL: proxy.url,
      CALLBACK_HOURS: "00:00-24:00",
      CALLBACK_DAYS: "mon-sun",
    });
    try {
      await server.listening;
      // The dialler polls every 2 s: wait until it has claimed the row and sent (or tried to send) the call.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows: claimed } = await db.query<{ call_status: string }>(
          "select call_status from public.ai_call_requests where id = $1",
          [id],
        );
        const sent = !forwardCalls || callPosts(id).length > 0;
        if (claimed[0]?.call_status === "dialling" && sent) break;
        if (Date.now() > deadline) throw new Error("the spawned server never dialled");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
      await proxy.close();
    }
    return id;
  }

  /** The server started after the kill, once the dead process's claim has expired (its clock moved on 6 minutes). */
  async function restartAndDial() {
    const later = new Date(Date.now() + 6 * 60_000);
    const restarted = await startServer({
      port: 0,
      database: db,
      callbacks: {
        privateKey: KEY,
        assistantId: "asst-restart",
        phoneNumberId: "pn-restart",
        apiUrl: emulator.url,
        webhookSecret: SECRET,
        window: parseCallingWindow("00:00-24:00", "mon-sun", "UTC"),
        defaultRegion: "GB",
        countries: ["GB"],
        limits: DEFAULT_CALL_LIMITS,
        challengeKey: "restart-challenge-key",
      },
      dialler: { now: () => later, pollMs: 1e9, log: () => {} },
    });
    try {
      expect(await restarted.dialler?.tick()).toBe(1);
      expect(await restarted.dialler?.tick()).toBe(0);
    } finally {
      await restarted.close();
    }
  }

  it("after the platform took the call: adopts it, no second call", async () => {
    const id = await killMidDial("Killed After Sending", "020 7946 0321", true);
    expect(callPosts(id)).toHaveLength(1);
    const { rows: before } = await db.query(
      "select call_status, platform_call_id from public.ai_call_requests where id = $1",
      [id],
    );
    expect(before[0]).toEqual({ call_status: "dialling", platform_call_id: null });

    await restartAndDial();
    expect(callPosts(id)).toHaveLength(1);
    const { rows } = await db.query<{ call_status: string; platform_call_id: string }>(
      "select call_status, platform_call_id from public.ai_call_requests where id = $1",
      [id],
    );
    expect(rows[0]?.call_status).toBe("queued");
    expect(rows[0]?.platform_call_id).toMatch(/^call-/);
  }, 60_000);

  it("before the platform heard of it: dials it once", async () => {
    const id = await killMidDial("Killed Before Sending", "020 7946 0322", false);
    expect(callPosts(id)).toHaveLength(0);
    await restartAndDial();
    expect(callPosts(id)).toHaveLength(1);
    const { rows } = await db.query<{ call_status: string; call_failure: string | null }>(
      "select call_status, call_failure from public.ai_call_requests where id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ call_status: "queued", call_failure: null });
  }, 60_000);
});
