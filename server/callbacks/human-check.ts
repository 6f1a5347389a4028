import type { ServerResponse } from "node:http";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { SqlExecutor } from "../db/database.ts";

export { CHALLENGE_PATH } from "../../pages/leads/human-check.ts";

/**
 * The work a browser does while the visitor types (docs/product/phone-callbacks.md#human-check): it tries counters
 * from 0 until one derives the challenge's key, so the secret counter is the number of SHA-256 rounds. 10,000 to
 * 40,000 takes a laptop's browser about 0.5-2 s; a script must spend the same on every request it sends.
 */
const COUNTER_RANGE = [10_000, 40_000] as const;
/** Long enough to fill the form in, short enough that a stock of solutions goes stale. */
const CHALLENGE_LIFETIME_MS = 15 * 60_000;

/** A signed challenge; `counter` (the work it asks for) is random in the range above unless a test names it. */
export async function newChallenge(key: string, now: Date, counter?: number): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    deriveKey,
    counter: counter ?? randomInt(COUNTER_RANGE[1] - COUNTER_RANGE[0]) + COUNTER_RANGE[0],
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: key,
  });
}

/** `GET /api/callbacks/challenge`: never cached, each one buys one request. */
export async function handleChallenge(res: ServerResponse, key: string, now: Date): Promise<void> {
  const challenge = await newChallenge(key, now);
  res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(challenge));
}

export type HumanCheck = { ok: true; signature: string; expiresAt: Date } | { ok: false };

/** Whether `proof` ({ challenge, solution } as the browser sends it) solves a challenge we signed that is still valid. */
export async function verifyProof(proof: unknown, key: string): Promise<HumanCheck> {
  if (typeof proof !== "object" || proof === null) return { ok: false };
  const { challenge, solution } = proof as { challenge?: Challenge; solution?: Solution };
  if (typeof challenge !== "object" || challenge === null || typeof challenge.parameters !== "object")
    return { ok: false };
  try {
    const result = await verifySolution({
      challenge,
      solution: solution as Solution,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: key,
    });
    const expiresAt = challenge.parameters.expiresAt;
    if (!result.verified || typeof challenge.signature !== "string" || typeof expiresAt !== "number")
      return { ok: false };
    return { ok: true, signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) };
  } catch {
    // A malformed challenge (wrong types, an unknown algorithm) is simply not a proof.
    return { ok: false };
  }
}

/**
 * Uses the proof up, in the request's transaction: false when it was used before, so one solution buys exactly one
 * request, whichever server sharing the database receives it. Expired entries are cleared on the way.
 */
export async function spendProof(tx: SqlExecutor, check: Extract<HumanCheck, { ok: true }>, now: Date) {
  await tx.query("delete from public.callback_challenges_spent where expires_at < $1", [now]);
  const { rows } = await tx.query(
    `insert into public.callback_challenges_spent (signature, expires_at) values ($1, $2)
       on conflict (signature) do nothing returning signature`,
    [check.signature, check.expiresAt],
  );
  return rows.length === 1;
}
