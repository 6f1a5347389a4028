// Renders public/og-card.png (1200×630 social card) from HTML with the site's own fonts, in Chromium.
// Run after changing the brand: `node scripts/og-card.mjs`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { chromiumArgs, findBrowser } from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const font = (pkg, file) => fs.readFileSync(path.join(root, "node_modules", pkg, "files", file)).toString("base64");
const html = `<!doctype html><html><head><style>
@font-face { font-family: Display; src: url(data:font/woff2;base64,${font("@fontsource-variable/space-grotesk", "space-grotesk-latin-wght-normal.woff2")}) format("woff2"); font-weight: 300 700; }
@font-face { font-family: Body; src: url(data:font/woff2;base64,${font("@fontsource-variable/inter", "inter-latin-wght-normal.woff2")}) format("woff2"); font-weight: 100 900; }
body { margin: 0; width: 1200px; height: 630px; background: radial-gradient(circle at 85% 20%, #b83a0c 0, #18110d 58%); color: #f8f5ef; font-family: Body; display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; box-sizing: border-box; }
.brand { font: 600 34px Display; display: flex; align-items: center; gap: 16px; }
.dot { width: 18px; height: 18px; border-radius: 50%; background: #7fe3c0; box-shadow: 0 0 0 8px rgba(127,227,192,.2); }
h1 { font: 600 84px/1.02 Display; letter-spacing: -0.02em; margin: 0; max-width: 900px; }
p { font-size: 28px; color: #c6bcb0; margin: 0; }
</style></head><body><div class="brand"><span class="dot"></span>Parley</div>
<h1>Turn Conversations Into Meetings</h1>
<p>AI automation for event planners and marketing agencies</p></body></html>`;

const browser = await chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(root, "public/og-card.png") });
await browser.close();
console.log("wrote public/og-card.png");
