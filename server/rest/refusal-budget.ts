/**
 * Refused writes (a CHECK, a bad payload) roll their row count back in the database, so without this a script could
 * send bad requests forever. Each address may have `REFUSALS_PER_WINDOW` refused writes per window; past that its
 * writes get 429 until the oldest refusal is older than the window. In memory: one server process, and a restart
 * only forgives.
 */
export const REFUSALS_PER_WINDOW = 20;
const DEFAULT_WINDOW_SECONDS = 3600;

export interface RefusalBudget {
  /** Seconds this address must wait before writing again; 0 when it may write. */
  waitFor(address: string, now?: number): number;
  count(address: string, now?: number): void;
}

export function createRefusalBudget(rule?: { max: number; windowSeconds: number }): RefusalBudget {
  // The local limiter switched off (`max: 0`, as in tests and benchmarks) switches this off too.
  if (rule && rule.max <= 0) return { waitFor: () => 0, count: () => {} };
  const windowMs = (rule?.windowSeconds ?? DEFAULT_WINDOW_SECONDS) * 1000;
  const refusals = new Map<string, number[]>();
  const recent = (address: string, now: number) => {
    const kept = (refusals.get(address) ?? []).filter((at) => at > now - windowMs);
    if (kept.length > 0) refusals.set(address, kept);
    else refusals.delete(address);
    return kept;
  };
  return {
    waitFor(address, now = Date.now()) {
      const kept = recent(address, now);
      if (kept.length < REFUSALS_PER_WINDOW) return 0;
      return ((kept[0] ?? now) + windowMs - now) / 1000;
    },
    count(address, now = Date.now()) {
      refusals.set(address, [...recent(address, now), now]);
    },
  };
}
