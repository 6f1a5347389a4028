import type { IncomingMessage } from "node:http";
import { restErrors } from "./errors.ts";

/** Reads a request body, refusing (413) as soon as it is larger than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw restErrors.payloadTooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw restErrors.payloadTooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export type JsonRow = Record<string, unknown>;

/**
 * Parses an insert payload as PostgREST does: one object or an array of objects. The columns are `?columns=`
 * when given, else the keys of the rows, which must then be the same in every row.
 */
export function parseRows(body: Buffer, columnsParam: string | null): { rows: JsonRow[]; columns: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    throw restErrors.invalidJson();
  }
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isObject)) throw restErrors.invalidJson();
  if (columnsParam !== null) {
    const columns = columnsParam
      .split(",")
      .map((column) => column.trim().replace(/^"(.*)"$/, "$1"))
      .filter(Boolean);
    return { rows, columns };
  }
  const first = rows[0];
  const columns = first ? Object.keys(first) : [];
  const signature = [...columns].sort().join("\u0000");
  if (rows.some((row) => Object.keys(row).sort().join("\u0000") !== signature)) throw restErrors.keysMustMatch();
  return { rows, columns };
}

function isObject(value: unknown): value is JsonRow {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
