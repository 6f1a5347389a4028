import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HOLD_SCRIPT, INLINE_SCRIPT_SOURCES, START_SCRIPT, startAfterFirstPaint } from "./start-script.ts";

const built = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-dom-2.js">
  </head>
  <body>
    <div id="root"><h1>Hi</h1></div>
  </body></html>`;

describe("the start scripts", () => {
  const page = startAfterFirstPaint(built, { stalled: 'Not sent: "reload" <now> & again.' });

  it("take the entry and its preloads out of the head and hand them to one inline script at the end", () => {
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(page).toContain(
      `<script data-entry="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/react-dom-2.js">${START_SCRIPT}</script>\n  </body>`,
    );
  });

  it("hold the visitor's taps from the top of the body, before any of the page is painted", () => {
    expect(page).toContain(
      `<body>\n    <script data-stalled="Not sent: &quot;reload&quot; &lt;now> &amp; again.">${HOLD_SCRIPT}</script>\n    <div id="root">`,
    );
  });

  it("refuse a page without an entry or a body rather than ship one that never starts or drops taps", () => {
    expect(() => startAfterFirstPaint("<html><body></body></html>", { stalled: "" })).toThrow(/no module entry script/);
    const noBody = built.replace("<body>", '<body class="x">');
    expect(() => startAfterFirstPaint(noBody, { stalled: "" })).toThrow(/no <body> tag/);
  });

  it("are allowed by exactly their SHA-256s", () => {
    const digest = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(INLINE_SCRIPT_SOURCES).toEqual([digest(HOLD_SCRIPT), digest(START_SCRIPT)]);
  });
});
