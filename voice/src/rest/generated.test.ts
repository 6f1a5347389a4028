// The generated files are what voice/scripts/generate-rest.ts makes of the committed OpenAPI document: edit the
// script or replace the document, then run `npx tsx voice/scripts/generate-rest.ts`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generate, OPERATIONS_FILE, readDocument, TYPES_FILE } from "../../scripts/generate-rest.ts";

describe("generated REST code", () => {
  it("is up to date with the OpenAPI document", async () => {
    const { types, operations } = await generate(readDocument());
    expect(readFileSync(TYPES_FILE, "utf8")).toBe(types);
    expect(readFileSync(OPERATIONS_FILE, "utf8")).toBe(operations);
  });
});
