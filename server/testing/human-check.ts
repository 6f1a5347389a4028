import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { HumanCheckProof } from "../../pages/leads/human-check.ts";
import { newChallenge } from "../callbacks/human-check.ts";

/**
 * A valid proof for the server with this challenge key, cheap to make: signed like the server's own challenges but
 * asking for a few rounds, so tests of what follows the check do not spend seconds on it. The check itself is
 * tested with the server's real challenges (human-check.test.ts, e2e/phone-callbacks.e2e.test.ts).
 */
export async function cheapProof(challengeKey: string): Promise<HumanCheckProof> {
  const challenge = await newChallenge(challengeKey, new Date(), 3);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the cheap challenge was not solved");
  return { challenge, solution };
}
