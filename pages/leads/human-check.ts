/**
 * The human check of a phone demo request (docs/product/phone-callbacks.md#human-check): a proof of work from our
 * own server, solved in the background while the visitor types, with no third party, no cookie and nothing to
 * click. The server's challenge asks for a few thousand SHA-256 rounds (about a second in a browser); a script
 * sending requests must do the same work for each one.
 */
import type { Challenge, Solution } from "altcha-lib";

export const CHALLENGE_PATH = "/api/callbacks/challenge";

/** What goes with the request: the server's signed challenge and the counter that solves it. */
export type HumanCheckProof = { challenge: Challenge; solution: Solution };

/** Fetches a fresh challenge and solves it; null when either could not be done (the server then refuses the request). */
export async function solveHumanCheck(fetchChallenge: typeof fetch = fetch): Promise<HumanCheckProof | null> {
  try {
    // The solver is fetched with the challenge: only a visitor asking for a callback while they are on downloads it.
    const [response, { solveChallenge }, { deriveKey }] = await Promise.all([
      fetchChallenge(CHALLENGE_PATH, { cache: "no-store" }),
      import("altcha-lib"),
      import("altcha-lib/algorithms/web/sha"),
    ]);
    if (!response.ok) return null;
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    return solution ? { challenge, solution } : null;
  } catch {
    return null;
  }
}
