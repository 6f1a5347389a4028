import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { START_SCRIPT, START_SCRIPT_SOURCE, startAfterFirstPaint } from "./start-script.ts";

const built = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-dom-2.js">
  </head>
  <body><div id="root"><h1>Hi</h1></div>
  </body></html>`;

describe("the start script", () => {
  it("takes the entry and its preloads out of the head and hands them to one inline script at the end", () => {
    const page = startAfterFirstPaint(built, { stalled: 'Not sent: "reload" <now> & again.' });
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(page).toContain(
      `<script data-entry="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/react-dom-2.js" data-stalled="Not sent: &quot;reload&quot; &lt;now> &amp; again.">${START_SCRIPT}</script>\n  </body>`,
    );
  });

  it("refuses a page without an entry rather than shipping one that never starts", () => {
    expect(() => startAfterFirstPaint("<html><body></body></html>", { stalled: "" })).toThrow(/no module entry script/);
  });

  it("is allowed by exactly its SHA-256", () => {
    const digest = createHash("sha256").update(START_SCRIPT).digest("base64");
    expect(START_SCRIPT_SOURCE).toBe(`'sha256-${digest}'`);
  });
});
