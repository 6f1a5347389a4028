import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "./db/database.ts";
import { CALLBACK_PLAN_PATH, handleCallbackPlan } from "./callbacks/callback-plan.ts";
import type { CallbackConfig } from "./callbacks/callback-config.ts";
import { startDialler, type Dialler, type DiallerOptions } from "./callbacks/dialler.ts";
import { handleVoiceWebhook, VOICE_WEBHOOK_PATH } from "./callbacks/voice-webhook.ts";
import { CHALLENGE_PATH, handleChallenge } from "./callbacks/human-check.ts";
import { handlePhoneRequest, PHONE_REQUEST_PATH } from "./callbacks/phone-request.ts";
import { callbackHealth } from "./callbacks/callback-health.ts";
import { clientAddress } from "./rest/client-address.ts";
import { acquireDirLock } from "./db/dir-lock.ts";
import { openDatabase, type DatabaseConfig } from "./db/open.ts";
import { EXPORT_PATH, handleExport } from "./export-endpoint.ts";
import { handleHealth, HEALTH_PATH } from "./health.ts";
import { migrate } from "./migrate.ts";
import { createRestHandler, REST_PREFIX, type RestOptions } from "./rest/handler.ts";
import { createStaticHandler } from "./static.ts";
import { requestUrl } from "./request-url.ts";
import { DEFAULT_SITE_URL, ownOrigins } from "./origin.ts";
import { securityHeaders } from "./site-policy.ts";
import { LOCAL_ANON_KEY } from "../pages/leads/local-anon-key.ts";

export interface StartServerOptions extends Partial<
  Pick<RestOptions, "serviceKey" | "maxBodyBytes" | "rateLimit" | "trustProxy">
> {
  /** 0 = a free port. Default 4173. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The prerendered site; when absent (tests do not build), only the REST endpoint answers. */
  distDir?: string;
  /** An open database (the caller closes it) or where to open one (the server closes it). Default: PGlite in memory. */
  database?: Database | DatabaseConfig;
  anonKey?: string;
  /** Pages that may call the API from a browser besides the server's own address (default: the site URL). */
  allowedOrigins?: readonly string[];
  /** Phone callbacks (server/callbacks/): requests are dialled and webhooks accepted. Null or absent: off. */
  callbacks?: CallbackConfig | null;
  /** The dialler's clock, poll interval, REST client … (tests). */
  dialler?: Omit<DiallerOptions, "db" | "config">;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  /** The phone-callback worker when callbacks are configured (tests run its rounds themselves). */
  dialler: Dialler | null;
  /** Settles once every page and asset is compressed ahead of visitors (at once without a site to serve). */
  warmedUp: Promise<void>;
  /** Stops accepting, lets in-flight requests (writes) finish within a grace period, cuts off what is left, then closes the database if the server opened it. */
  close(): Promise<void>;
}

/** Starts the site + `/rest/v1` server in-process (used by `npm start`, tests and end-to-end tests). */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const given = options.database;
  const ownsDatabase = !isDatabase(given);
  const pgliteDir = !isDatabase(given) && !given?.databaseUrl ? given?.dataDir : undefined;
  // Taken before PGlite opens the directory: a second server on it stops here (db/dir-lock.ts).
  const lock = pgliteDir ? await acquireDirLock(pgliteDir, "server") : null;
  let db: Database;
  try {
    db = isDatabase(given) ? given : await openDatabase(given ?? {});
  } catch (error) {
    await lock?.release();
    throw error;
  }
  // The lock file tells `npm run leads` where to export through, hence a service key (random unless given: only
  // the owner, who can read the 0600 file, can use it).
  const serviceKey = options.serviceKey ?? (lock ? randomBytes(24).toString("base64url") : undefined);
  try {
    await migrate(db);
    // The server's own address is added once it listens (a free port in tests).
    const allowedOrigins = [...(options.allowedOrigins ?? [DEFAULT_SITE_URL])];
    const handleRest = await createRestHandler({
      db,
      anonKey: options.anonKey ?? LOCAL_ANON_KEY,
      serviceKey,
      maxBodyBytes: options.maxBodyBytes,
      rateLimit: options.rateLimit,
      trustProxy: options.trustProxy,
      origins: { allowedOrigins },
    });
    const handleStatic = options.distDir ? createStaticHandler(options.distDir) : null;
    // In the background: the server answers at once, and the first visitors find the pages already compressed.
    const warming = new AbortController();
    const warmedUp = (handleStatic?.warmUp(warming.signal) ?? Promise.resolve()).catch((error: unknown) =>
      console.error("server: static warm-up failed", error),
    );
    const callbacks = options.callbacks ?? null;
    const now = options.dialler?.now ?? (() => new Date());
    const inFlight = new Set<Promise<void>>();
    // A flood left for the team would write the same line thousands of times: each line once a minute is enough.
    const logged = new Map<string, number>();
    const logOncePerMinute = (line: string) => {
      const at = Date.now();
      if ((logged.get(line) ?? 0) > at - 60_000) return;
      logged.set(line, at);
      if (logged.size > 100) logged.clear();
      console.warn(`callbacks: ${line}`);
    };

    const baseline = Object.entries(securityHeaders());
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      // Every response, whoever answers it (pages override the policy with the build's own).
      for (const [name, value] of baseline) res.setHeader(name, value);
      let url: URL;
      try {
        url = requestUrl(req.url);
      } catch {
        // A request target no URL parser accepts (e.g. `http://[`): the client's mistake, not ours.
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad Request");
        return;
      }
      const handled = (async () => {
        if (url.pathname === HEALTH_PATH)
          await handleHealth(res, db, callbacks ? () => callbackHealth(db, callbacks, now()) : undefined);
        else if (url.pathname === EXPORT_PATH) await handleExport(req, res, url, db, serviceKey);
        else if (url.pathname === VOICE_WEBHOOK_PATH && callbacks)
          await handleVoiceWebhook(req, res, db, callbacks.webhookSecret, now());
        else if (url.pathname === CALLBACK_PLAN_PATH) handleCallbackPlan(res, callbacks, now());
        else if (url.pathname === CHALLENGE_PATH && callbacks)
          await handleChallenge(res, callbacks.challengeKey, now());
        else if (url.pathname === PHONE_REQUEST_PATH && callbacks)
          await handlePhoneRequest(req, res, {
            db,
            config: callbacks,
            now: now(),
            clientIp: clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], options.trustProxy ?? 0),
            rateLimit: options.rateLimit,
            origins: { allowedOrigins },
            log: logOncePerMinute,
          });
        else if (url.pathname.startsWith(REST_PREFIX) || url.pathname === "/rest/v1") await handleRest(req, res, url);
        else if (handleStatic) await handleStatic(req, res, url);
        else res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
      })().catch((error: unknown) => {
        console.error("server: request failed", error);
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
      inFlight.add(handled);
      void handled.finally(() => inFlight.delete(handled));
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 4173, options.host ?? "127.0.0.1", resolve);
    });
    const { port } = server.address() as AddressInfo;
    const host = options.host && options.host !== "0.0.0.0" ? options.host : "127.0.0.1";
    const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
    allowedOrigins.push(...ownOrigins(url));
    await lock?.update({ url, serviceKey });
    // Started once the server is up, so a failed start leaves no worker polling a closed database.
    const dialler = callbacks ? startDialler({ ...options.dialler, db, config: callbacks }) : null;

    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      db,
      dialler,
      warmedUp,
      close: () =>
        (closing ??= (async () => {
          warming.abort();
          await dialler?.stop();
          const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
          // Requests already being handled get a grace period to finish (their rows commit and the client gets its
          // answer); sockets going idle meanwhile are dropped so keep-alive clients cannot keep bringing new work.
          const graceEnds = Date.now() + SHUTDOWN_GRACE_MS;
          while (inFlight.size > 0 && Date.now() < graceEnds) {
            server.closeIdleConnections();
            await Promise.race([Promise.allSettled([...inFlight]), delay(graceEnds - Date.now())]);
          }
          // What is still open after it (a client that stopped reading) is cut off: an unanswered request was never
          // acknowledged, and the database and its lock must close whoever is connected.
          server.closeAllConnections();
          await Promise.race([Promise.allSettled([...inFlight]), delay(SHUTDOWN_GRACE_MS / 4)]);
          await stopped;
          if (ownsDatabase) await db.close();
          await lock?.release();
        })()),
    };
  } catch (error) {
    if (ownsDatabase) await db.close();
    await lock?.release();
    throw error;
  }
}

/** How long a stopping server lets requests it is handling finish; with the cut-off, shutdown stays under 2 s. */
const SHUTDOWN_GRACE_MS = 1000;

function isDatabase(value: Database | DatabaseConfig | undefined): value is Database {
  return typeof value === "object" && "transaction" in value;
}
