// MIGRATING.md is checked against the official SDK's own type declarations (@vapi-ai/web, a dev dependency): every
// public method of its Vapi class (and of the event emitter it extends) and every event name it declares must have
// a row in the guide's Methods or Events table, and the guide must not map a method or event that does not exist.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const declarations = path.join(path.dirname(require.resolve("@vapi-ai/web")), "vapi.d.ts");
const guide = readFileSync(new URL("../MIGRATING.md", import.meta.url), "utf8");

/** The public API the official SDK declares: its methods (class and emitter) and its event names. */
function officialApi() {
  const source = ts.createSourceFile(declarations, readFileSync(declarations, "utf8"), ts.ScriptTarget.Latest);
  const methods = new Set<string>();
  const events = new Set<string>();
  const isPrivate = (member: ts.MethodDeclaration) =>
    ts.getModifiers(member)?.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword) ?? false;
  source.forEachChild((node) => {
    if (ts.isClassDeclaration(node) && ["Vapi", "VapiEventEmitter"].includes(node.name?.text ?? ""))
      for (const member of node.members)
        if (ts.isMethodDeclaration(member) && !isPrivate(member) && ts.isIdentifier(member.name))
          methods.add(member.name.text);
    if (ts.isTypeAliasDeclaration(node) && node.name.text === "VapiEventNames" && ts.isUnionTypeNode(node.type))
      for (const member of node.type.types)
        if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)) events.add(member.literal.text);
  });
  return { methods, events };
}

/** The first-column names of one of the guide's tables: `name(` for methods, `name` for events. */
function mapped(section: string, pattern: RegExp): Set<string> {
  const table = guide.split(`## ${section}\n`)[1]?.split("\n## ")[0] ?? "";
  const names = new Set<string>();
  for (const line of table.split("\n")) {
    const first = line.split("|")[1] ?? "";
    for (const match of first.matchAll(pattern)) names.add(match[1] ?? "");
  }
  return names;
}

describe("MIGRATING.md against @vapi-ai/web's declarations", () => {
  const { methods, events } = officialApi();

  it("reads a plausible API from the declarations (the parser still finds it)", () => {
    expect(methods.size).toBeGreaterThan(25);
    expect(events.size).toBeGreaterThan(20);
    expect([...methods]).toEqual(expect.arrayContaining(["start", "stop", "reconnect", "setVolume", "on"]));
    expect([...events]).toEqual(expect.arrayContaining(["call-start", "local-volume-level", "audio"]));
  });

  it("maps every public method, and no method the SDK does not have", () => {
    const rows = mapped("Methods", /`(?:Vapi\.)?([A-Za-z]+)\(/g);
    expect([...methods].filter((name) => !rows.has(name)).sort(), "methods without a row").toEqual([]);
    expect([...rows].filter((name) => !methods.has(name)).sort(), "rows for no method").toEqual([]);
  });

  it("maps every event, and no event the SDK does not emit", () => {
    const rows = mapped("Events", /`([a-z]+(?:-[a-z]+)*)`/g);
    expect([...events].filter((name) => !rows.has(name)).sort(), "events without a row").toEqual([]);
    expect([...rows].filter((name) => !events.has(name)).sort(), "rows for no event").toEqual([]);
  });
});
