import { createClient } from "@supabase/supabase-js";

export interface LoadResult {
  /** Messages of the rows the server acknowledged with 201. */
  acknowledged: string[];
  failures: number;
}

/**
 * `clients` concurrent supabase-js clients, each inserting `perClient` contacts one after another. A client stops
 * at its first failure when `stopOnFailure` (the server went away); each row's message is unique so rows can be
 * matched to acknowledgements.
 */
export async function insertLoad(
  url: string,
  anonKey: string,
  {
    clients,
    perClient,
    stopOnFailure = false,
    tag = "load",
    onAcknowledged,
  }: {
    clients: number;
    perClient: number;
    stopOnFailure?: boolean;
    tag?: string;
    /** Called with the running count after each acknowledged row. */
    onAcknowledged?: (count: number) => void;
  },
): Promise<LoadResult> {
  const acknowledged: string[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const supabase = createClient(url, anonKey);
      for (let i = 0; i < perClient; i++) {
        // A lead the shared rules accept (a message of 10+ characters, every field given); unique per row.
        const message = `Load test message ${tag}-${client}-${i}`;
        const { status } = await supabase.from("contacts").insert({
          name: `Client ${client}`,
          email: `c${client}@example.com`,
          business: "Load Test Events",
          phone: "+44 20 7946 0000",
          message,
        });
        if (status === 201) {
          acknowledged.push(message);
          onAcknowledged?.(acknowledged.length);
        } else {
          failures++;
          if (stopOnFailure) return;
        }
      }
    }),
  );
  return { acknowledged, failures };
}

/** The owner's view of stored contact messages, through the service key. */
export async function storedMessages(url: string, serviceKey: string): Promise<string[]> {
  const response = await fetch(`${url}/rest/v1/contacts?select=message`, { headers: { apikey: serviceKey } });
  if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { message: string }[]).map((row) => row.message);
}
