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
  const text = body.toString("utf8");
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw restErrors.tooDeep(MAX_JSON_DEPTH);
  let value: unknown;
  try {
    value = JSON.parse(text);
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

/** Deeper than any lead needs (a row is one level); deeper payloads only probe the parser and jsonb. */
export const MAX_JSON_DEPTH = 32;

/** The deepest `[`/`{` nesting in JSON text, strings skipped; counted before parsing so no parser recurses on it. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") deepest = Math.max(deepest, ++depth);
    else if (char === "]" || char === "}") depth--;
  }
  return deepest;
}

function isObject(value: unknown): value is JsonRow {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
