// `npm run bench:site`: the site's performance budgets, measured on the production build served by the real
// server. Lighthouse (mobile, simulated throttling, CPU calibrated to the host) on every route, median of 5 runs; the home page's
// JavaScript before any interaction (gzip) on seven screens, three loads each; and Interaction to Next Paint of four
// interactions on a CPU slowed to a mid-tier phone, five runs each. Prints a table, writes docs/figures/site-performance.md and exits
// non-zero when a budget is missed. BENCH_ONLY=inp (or js, or lighthouse; comma-separated) runs only those parts,
// checks their budgets and prints them without rewriting the report; BENCH_INTERACTION=demo keeps only the INP
// interactions whose name contains it, BENCH_INP_RUNS=n runs each n times; BENCH_SKIP_BUILD=1 measures the dist/
// already built; BENCH_CPU_SLOWDOWN=n fixes the CPU slowdown instead of calibrating it (see `slowdownFor`);
// BENCH_ROUTES=/about,/services keeps only those routes in the Lighthouse part; BENCH_TIMING=report reports the timed
// budgets instead of judging them, failing only past a ceiling (see `judgeTiming`; `.ci/run` sets it).
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, type Browser, type Page } from "playwright";
import { startServer } from "../../server/app.ts";
import { chromiumArgs, findBrowser } from "../browser.mjs";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

const routes = ["/", "/about", "/services", "/market-insights", "/privacy-policy", "/terms-of-service"];
// Five runs: on the loaded 2-core CI machine one run in three or four measures a busy CPU, not the page, and a single
// run's TBT swings by up to 100 ms (every run is listed in the report). Seven were run until the screens and INP
// below joined the bench; five keep its time about what it was.
const runs = Number(process.env.BENCH_RUNS ?? 5);
// The phones most visitors hold (360-430 px wide), Lighthouse's own 412 x 823, and two laptops: the first view's
// JavaScript must not depend on how much of the page the screen shows.
const viewports = [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 393, height: 852 },
  { width: 412, height: 823 },
  { width: 430, height: 932 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const only = process.env.BENCH_ONLY?.split(",");
const part = (name: "lighthouse" | "js" | "inp") => !only || only.includes(name);
const jsRuns = 3;
const inpRuns = Number(process.env.BENCH_INP_RUNS ?? 5);
// The goals (the report's goals table): Performance 100, LCP <= 1.2 s, CLS 0, TBT <= 50 ms, INP <= 100 ms, home JS
// <= 90 KB. The budgets are the goals plus what one build varies by on one busy 2-core CI machine: one build's TBT runs
// spread 0-250 ms on a route there, and the hero button's INP medians 144-192 ms in runs minutes apart (headless
// Chromium composites in software: a frame's drawing lands on the same 2 cores). So TBT's budget is 150 ms and INP's
// 200 ms, the Web Vitals line for "good"; Performance >= 98 holds TBT near its goal (TBT weighs 30% of it).
const budget = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.001,
  lcpMs: 1250,
  tbtMs: 150,
  homeJsKb: 90,
  inpMs: 200,
};
/**
 * Timings depend on the machine in a way the calibration below cannot remove: the same build (6a810c3) measured TBT
 * medians of 7-91 ms on one fresh CI machine and 168-400 ms on another a day later at the same calibrated slowdown
 * (the second machine's Lighthouse index read the same; its page work, a fresh renderer's navigation commit above
 * all, ran 2-3x slower), and this build measured the same as that one there, route by route. So the timed budgets
 * (Performance, TBT, INP) fail the run where the machine is known (a developer's, a dedicated runner); on the CI's
 * machines of unknown speed (`BENCH_TIMING=report`, set by `.ci/run`) a timing over its budget is reported, and only
 * a ceiling that no machine's noise has reached fails: TBT 1,000 ms on a route (the slowest machine's worst median
 * was 625 ms) and INP 500 ms (the Web Vitals line for "poor"; its worst was 360 ms). Everything else is the same on
 * any machine and always judged.
 */
const judgeTiming = process.env.BENCH_TIMING !== "report";
const ceiling = { tbtMs: 1000, inpMs: 500 };

if (!process.env.BENCH_SKIP_BUILD) execSync("npm run build", { stdio: "inherit" });
// Every figure below is timed on a shared machine: the report says how busy it was.
const [loadAtStart = 0] = loadavg();
const server = await startServer({ port: 0, distDir: "dist" });
// Measured as a visitor finds the site: the server compresses every file once after it starts, work that would
// otherwise compete with the browser for the 2 cores during the first runs.
await server.warmedUp;
const executablePath = findBrowser();
if (!executablePath) throw new Error("No Chromium found: run `npm test` once (it installs one) or set CHROME_PATH");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The device every figure below stands for: a mid-tier phone, Lighthouse BenchmarkIndex 500. Lighthouse's fixed 4x
 * slowdown reaches it only from the host Lighthouse expects (index about 2000; it warns below 1000), and our CI
 * machines differ by more than that: on a fresh 2-core machine that read 1170-1640, the same build's TBT doubled at 4x
 * (legal pages 26-51 ms became 135-282 ms) without a byte changed. So each run is calibrated, as Lighthouse's
 * throttling docs advise ("Calibrating the CPU slowdown"): slowdown = the host's BenchmarkIndex / 500, read by
 * Lighthouse's own benchmark in that run (Lighthouse) or just before it (INP), never below 1x; 4x on Lighthouse's
 * reference host. Every run's index and slowdown are in the report. BENCH_CPU_SLOWDOWN=n fixes it instead.
 */
const targetBenchmarkIndex = 500;
const fixedSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined;
const slowdownFor = (benchmarkIndex: number) =>
  fixedSlowdown ?? Math.max(1, Math.round((benchmarkIndex / targetBenchmarkIndex) * 10) / 10);

/** The host's BenchmarkIndex now, read as Lighthouse reads it: Lighthouse's own function, in a fresh blank page. */
async function hostBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

/** How each run was slowed, for the report. */
type Calibration = { benchmarkIndex: number; slowdown: number };
const calibrationOf = ({ benchmarkIndex, slowdown }: Calibration): Calibration => ({ benchmarkIndex, slowdown });
const describe = (runs: Calibration[]) => runs.map((c) => `${Math.round(c.benchmarkIndex)}: ${c.slowdown}x`).join(", ");

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

/** The Lighthouse that measured, for the report (its scoring changes between majors). */
let lighthouseVersion = "";

async function lighthouseRun(url: string): Promise<Scores & Calibration> {
  // A fresh profile per run, which chrome-launcher makes and deletes itself; the saved artifacts (a trace of about
  // 10 MB) are deleted below: a bench run used to leave 1.2 GB in the temporary directory.
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: chromiumArgs });
  const artifactsDir = mkdtempSync(path.join(tmpdir(), "lh-artifacts-"));
  try {
    const flags = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    };
    // Gather (the page loads unthrottled, as in any simulated run), read the index this run measured, then audit
    // with the slowdown it calls for. The saved settings must match the audit's, so they are given the same CPU.
    await lighthouse(url, { ...flags, gatherMode: artifactsDir });
    const artifactsFile = path.join(artifactsDir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8")) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const benchmarkIndex = artifacts.BenchmarkIndex;
    const slowdown = slowdownFor(benchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    // Deep-merged into the mobile preset: only the CPU is calibrated, the network stays Slow 4G.
    const result = await lighthouse(url, {
      ...flags,
      auditMode: artifactsDir,
      throttling: { cpuSlowdownMultiplier: slowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    lighthouseVersion = result.lhr.lighthouseVersion;
    const { throttling } = result.lhr.configSettings;
    if (throttling.cpuSlowdownMultiplier !== slowdown || throttling.rttMs !== 150)
      throw new Error(`Lighthouse throttled ${JSON.stringify(throttling)}, not the calibrated CPU on Slow 4G`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      benchmarkIndex,
      slowdown,
    };
  } finally {
    chrome.kill();
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

/** Waits until React has hydrated the element (it carries a fiber; the root, its container mark). */
const waitHydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (sel) => Object.keys(document.querySelector(sel) ?? {}).some((key) => /^__react(Fiber|Container)\$/.test(key)),
    selector,
  );

type ScriptSizes = { totalKb: number; files: Array<{ url: string; kb: number }> };

/** gzip size of every script the home page loads on this screen before the visitor does anything. */
async function homeInitialJs(browser: Browser, viewport: { width: number; height: number }): Promise<ScriptSizes> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto(server.url, { waitUntil: "networkidle" });
  // The entry is requested after the first paint, which on a busy machine can come after the network went idle.
  await waitHydrated(page, "#root");
  await page.waitForTimeout(1000); // idle-time work (lazy chunks scheduled after load) counts too
  await context.close();
  const files = scripts.map((url) => {
    const file = path.join("dist", new URL(url).pathname);
    return { url: new URL(url).pathname, kb: gzipSync(readFileSync(file), { level: 9 }).length / 1024 };
  });
  return { totalKb: files.reduce((sum, f) => sum + f.kb, 0), files };
}

/** The visitor's moves whose responsiveness is measured, each on the screen it is made on. */
const interactions: Array<{
  name: string;
  viewport: { width: number; height: number };
  act: (page: Page) => Promise<void>;
}> = [
  {
    name: "hero demo button",
    viewport: { width: 412, height: 823 },
    act: async (page) => {
      // The card's action (Button), not the sample call's Listen.
      await page.locator('[data-slot="demo-call-card"] [data-slot="button"]').click();
      await page.getByRole("dialog").waitFor();
    },
  },
  {
    name: "ROI slider drag",
    viewport: { width: 412, height: 823 },
    act: async (page) => {
      const calculator = page.locator('[data-slot="roi-calculator"]');
      await calculator.scrollIntoViewIfNeeded();
      await waitHydrated(page, '[data-slot="roi-calculator"]');
      const box = await calculator.getByRole("slider").first().boundingBox();
      if (!box) throw new Error("the ROI slider has no box");
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 120, y, { steps: 12 });
      await page.mouse.up();
    },
  },
  {
    name: "phone menu",
    viewport: { width: 390, height: 844 },
    act: async (page) => {
      await page.locator('[data-slot="site-nav-toggle"]').click();
      await page.locator('[data-slot="site-nav-panel"]').waitFor();
    },
  },
  {
    name: "contact form submit",
    viewport: { width: 412, height: 823 },
    act: async (page) => {
      const form = page.locator("#contact form");
      await form.scrollIntoViewIfNeeded();
      await waitHydrated(page, "#contact");
      await form.getByRole("textbox", { name: /Full name/ }).fill("Bench Visitor");
      await form.getByRole("textbox", { name: /Work email/ }).fill("bench@parley-bench.example");
      await form.getByRole("textbox", { name: /Business name/ }).fill("Bench Events");
      await form.getByRole("textbox", { name: /Phone number/ }).fill("+44 20 7946 0321");
      await form.getByRole("textbox", { name: /How can we help/ }).fill("Measuring how fast the form answers.");
      await page.waitForTimeout(2100); // the form drops submissions made faster than a person could
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.locator("[data-sonner-toast]").first().waitFor();
    },
  },
];

/**
 * Interaction to Next Paint of one interaction (the longest Event Timing entry of any interaction it made), with
 * the CPU slowed to the mid-tier phone (4x on Lighthouse's reference host) once the page has loaded and hydrated.
 * Entries under 16 ms are not reported by the browser: such an interaction counts as 16 ms.
 */
async function measureInp(
  browser: Browser,
  interaction: (typeof interactions)[number],
): Promise<{ ms: number } & Calibration> {
  const benchmarkIndex = await hostBenchmarkIndex(browser);
  const slowdown = slowdownFor(benchmarkIndex);
  const context = await browser.newContext({ viewport: interaction.viewport });
  await context.addInitScript(() => {
    localStorage.setItem("cookie-consent", "declined");
    const longest = new Map<number, number>();
    Object.assign(window, { __interactionMs: longest });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId)
          longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const page = await context.newPage();
  await page.goto(server.url, { waitUntil: "networkidle" });
  await waitHydrated(page, "#root");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await interaction.act(page);
  await page.waitForTimeout(500); // the last entries are reported after the next paint
  const inp = await page.evaluate(() =>
    Math.max(16, ...(window as unknown as { __interactionMs: Map<number, number> }).__interactionMs.values()),
  );
  await context.close();
  return { ms: inp, benchmarkIndex, slowdown };
}

/**
 * One Lighthouse sample. On this loaded 2-core machine a run now and then measures nothing (a Lighthouse runtime
 * error: no metrics at all); it is run again, up to twice, rather than letting a NaN decide the median.
 */
async function measuredRun(url: string): Promise<Scores & Calibration> {
  for (let attempt = 1; ; attempt++) {
    const scores = await lighthouseRun(url);
    if ([scores.cls, scores.lcpMs, scores.tbtMs].every(Number.isFinite) || attempt === 3) return scores;
    console.warn(`lighthouse ${url}: run ${attempt} measured nothing; running it again`);
  }
}

const rows: Array<{ route: string; tbtRuns: number[]; calibration: Calibration[] } & Scores> = [];
const measuredRoutes = process.env.BENCH_ROUTES?.split(",") ?? routes;
for (const route of part("lighthouse") ? measuredRoutes : []) {
  const samples: Array<Scores & Calibration> = [];
  for (let i = 0; i < runs; i++) samples.push(await measuredRun(server.url + route));
  const pick = (key: keyof Scores) => median(samples.map((s) => s[key]));
  rows.push({
    route,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    cls: pick("cls"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    tbtRuns: samples.map((s) => Math.round(s.tbtMs)),
    calibration: samples.map(calibrationOf),
  });
  console.log(`lighthouse ${route}: ${JSON.stringify(rows.at(-1))}`);
}
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const jsRows: Array<{ viewport: string; runsKb: number[]; files: ScriptSizes["files"] }> = [];
for (const viewport of part("js") ? viewports : []) {
  // The loads of one screen side by side: what the page fetches must not depend on timing either.
  const samples = await Promise.all(Array.from({ length: jsRuns }, () => homeInitialJs(browser, viewport)));
  jsRows.push({
    viewport: `${viewport.width} × ${viewport.height}`,
    runsKb: samples.map((sample) => sample.totalKb),
    files: samples.reduce((most, sample) => (sample.totalKb > most.totalKb ? sample : most)).files,
  });
  console.log(
    `home JS ${jsRows.at(-1)!.viewport}: ${jsRows
      .at(-1)!
      .runsKb.map((kb) => kb.toFixed(1))
      .join(", ")} KB`,
  );
}
const inpRows: Array<{
  name: string;
  viewport: string;
  runsMs: number[];
  medianMs: number;
  calibration: Calibration[];
}> = [];
for (const interaction of part("inp") ? interactions : []) {
  if (process.env.BENCH_INTERACTION && !interaction.name.includes(process.env.BENCH_INTERACTION)) continue;
  const measured: Array<{ ms: number } & Calibration> = [];
  for (let i = 0; i < inpRuns; i++) measured.push(await measureInp(browser, interaction));
  const runsMs = measured.map((run) => run.ms);
  const calibration = measured.map(calibrationOf);
  const { width, height } = interaction.viewport;
  inpRows.push({
    name: interaction.name,
    viewport: `${width} × ${height}`,
    runsMs,
    medianMs: median(runsMs),
    calibration,
  });
  console.log(`INP ${interaction.name}: ${runsMs.join(", ")} ms (${describe(calibration)})`);
}
await browser.close();
await server.close();

const failures: string[] = [];
/** A timed budget missed: a failure where timing is judged, otherwise reported (and a failure past its ceiling). */
const timingMisses: string[] = [];
const timingMissed = (miss: string, pastCeiling: boolean) =>
  (judgeTiming || pastCeiling ? failures : timingMisses).push(pastCeiling && !judgeTiming ? `${miss} (ceiling)` : miss);
for (const r of rows) {
  if (r.performance < budget.performance)
    timingMissed(`${r.route}: Performance ${r.performance} < ${budget.performance}`, false);
  if (r.accessibility < budget.accessibility) failures.push(`${r.route}: Accessibility ${r.accessibility} < 100`);
  if (r.bestPractices < budget.bestPractices) failures.push(`${r.route}: Best Practices ${r.bestPractices} < 100`);
  if (r.seo < budget.seo) failures.push(`${r.route}: SEO ${r.seo} < 100`);
  if (!(r.cls <= budget.cls)) failures.push(`${r.route}: CLS ${r.cls} > ${budget.cls}`);
  if (!(r.lcpMs <= budget.lcpMs)) failures.push(`${r.route}: LCP ${Math.round(r.lcpMs)} ms > ${budget.lcpMs} ms`);
  if (!(r.tbtMs <= budget.tbtMs))
    timingMissed(`${r.route}: TBT ${Math.round(r.tbtMs)} ms > ${budget.tbtMs} ms`, !(r.tbtMs <= ceiling.tbtMs));
}
for (const row of jsRows)
  for (const kb of row.runsKb)
    if (kb > budget.homeJsKb)
      failures.push(`home JS before interaction at ${row.viewport}: ${kb.toFixed(1)} KB > ${budget.homeJsKb} KB`);
for (const row of inpRows)
  if (!(row.medianMs <= budget.inpMs))
    timingMissed(`INP ${row.name}: ${row.medianMs} ms > ${budget.inpMs} ms`, !(row.medianMs <= ceiling.inpMs));
const reportTimingMisses = () => {
  if (timingMisses.length)
    console.warn(
      `timed budget(s) missed on this machine (reported, not judged: BENCH_TIMING=report):\n${timingMisses.join("\n")}`,
    );
};

// A partial run checks the same budgets on the parts it measured, prints them and leaves the report alone.
if (only || process.env.BENCH_INTERACTION || process.env.BENCH_ROUTES) {
  console.log(`bench:site (partial; load average ${loadAtStart.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)}):`);
  for (const row of inpRows) console.log(`INP ${row.name}: median ${row.medianMs} ms (${row.runsMs.join(", ")})`);
  reportTimingMisses();
  if (failures.length) console.error(`budget(s) missed:\n${failures.join("\n")}`);
  process.exit(failures.length ? 1 : 0);
}
const heaviest = jsRows.flatMap((row) => row.runsKb.map((kb) => ({ kb, row }))).reduce((a, b) => (b.kb > a.kb ? b : a));

const table = [
  "| route | Performance | Accessibility | Best Practices | SEO | CLS | LCP | TBT | TBT of each run | host index: CPU slowdown of each run |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls.toFixed(3)} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.tbtRuns.join(", ")} | ${describe(r.calibration)} |`,
  ),
].join("\n");
const jsTable = [
  "| screen | gzip of each load |",
  "| --- | --- |",
  ...jsRows.map((row) => `| ${row.viewport} | ${row.runsKb.map((kb) => `${kb.toFixed(1)} KB`).join(", ")} |`),
].join("\n");
const filesTable = [
  "| script | gzip |",
  "| --- | --- |",
  ...heaviest.row.files.map((f) => `| \`${f.url}\` | ${f.kb.toFixed(1)} KB |`),
  `| **total** | **${heaviest.kb.toFixed(1)} KB** |`,
].join("\n");
const inpTable = [
  "| interaction | screen | INP of each run | median | host index: CPU slowdown of each run |",
  "| --- | --- | --- | --- | --- |",
  ...inpRows.map(
    (row) =>
      `| ${row.name} | ${row.viewport} | ${row.runsMs.join(", ")} ms | ${row.medianMs} ms | ${describe(row.calibration)} |`,
  ),
].join("\n");
// The goals the site is held to (docs/figures/site-performance.md), next to the CI budgets above.
const home = rows.find((r) => r.route === "/");
const tbtOver50 = rows.filter((r) => r.tbtMs > 50).map((r) => r.route);
const goals = [
  "| goal | reached |",
  "| --- | --- |",
  `| Performance 100 on all six routes | ${
    rows.every((r) => r.performance === 100)
      ? "yes"
      : `no: ${rows
          .filter((r) => r.performance < 100)
          .map((r) => `${r.route} ${r.performance}`)
          .join(", ")}`
  } |`,
  `| home LCP ≤ 1.2 s | ${home && home.lcpMs <= 1200 ? "yes" : "no"}: ${((home?.lcpMs ?? Number.NaN) / 1000).toFixed(2)} s |`,
  `| CLS 0 | ${rows.every((r) => r.cls === 0) ? "yes" : "no"}: at most ${Math.max(...rows.map((r) => r.cls)).toFixed(3)} |`,
  `| TBT ≤ 50 ms | ${tbtOver50.length ? `no: ${tbtOver50.join(", ")} above` : "yes"} (${Math.round(Math.min(...rows.map((r) => r.tbtMs)))}-${Math.round(Math.max(...rows.map((r) => r.tbtMs)))} ms) |`,
  `| home JavaScript before interaction ≤ 90 KB gzip on every screen, every load | ${heaviest.kb <= 90 ? "yes" : "no"}: at most ${heaviest.kb.toFixed(1)} KB |`,
  `| INP ≤ 100 ms for each interaction | ${inpRows.every((row) => row.medianMs <= 100) ? "yes" : "no"}: at most ${Math.max(...inpRows.map((row) => row.medianMs))} ms |`,
].join("\n");
const report = `# Site performance

Measured by \`npm run bench:site\` on ${new Date().toISOString().slice(0, 10)}: the production build served by
\`npm start\`'s server on this machine (2 cores), Lighthouse ${lighthouseVersion} mobile with simulated throttling, median of
${runs} runs per route, each run's CPU slowdown calibrated to a mid-tier phone (Lighthouse BenchmarkIndex
${targetBenchmarkIndex}: the host's index / ${targetBenchmarkIndex}, which is Lighthouse's 4x on the host it expects; see
\`scripts/bench/site.ts\`); the machine's load average was ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at
the end (on 2 cores: above 2, every timing here is inflated). Budgets: Performance ≥ ${budget.performance}, Accessibility, Best Practices and SEO 100,
CLS ≤ ${budget.cls}, LCP ≤ ${budget.lcpMs / 1000} s, TBT ≤ ${budget.tbtMs} ms; home page JavaScript before any
interaction ≤ ${budget.homeJsKb} KB gzip on each of ${viewports.length} screens, in each of ${jsRuns} loads; INP ≤
${budget.inpMs} ms for each of ${interactions.length} interactions (median of ${inpRuns} runs; the goal is 100 ms). The timed
budgets (Performance, TBT, INP) were ${
  judgeTiming
    ? "judged in this run"
    : `reported, not judged, in this run: the same build's timings differ 2-3x between machines; only
a ceiling fails it (TBT ${ceiling.tbtMs} ms, INP ${ceiling.inpMs} ms)`
}.

${table}

${goals}

Home page JavaScript loaded before any interaction (gzip -9 of each file), ${jsRuns} loads on each screen. The
sections below the hero and the footer are prerendered HTML, each with its own code, which loads when the section
comes near the screen once the visitor has started (scrolled, tapped, pressed a key); a tap made before its code is
here is held and carried out once it is (pages/loading/hold-early-actions.js). The voice SDK, the details dialog,
supabase-js and EmailJS load when first used. So what loads first is the same on every screen:

${jsTable}

The heaviest load's files:

${filesTable}

Interaction to Next Paint, Chrome's Event Timing (the longest event of each interaction, from the input to the next
frame), with the CPU slowed (CDP) to the same mid-tier phone once the page has loaded and hydrated; the demo button and the phone menu are
clicked, the ROI slider dragged 120 px in 12 steps, the contact form filled and sent. Entries under 16 ms are not
reported, so 16 ms means "16 ms or less":

${inpTable}

How the first paint got here (November 2026; LCP was 1.9-2.2 s, then 1.35 s). Lighthouse's simulation counts every
byte that has arrived before the observed first paint, so the page sends only what that paint needs: the page itself,
with the stylesheet inlined (one response instead of two; later routes come without a reload), and the two fonts,
preloaded so text never swaps, subset at build to the site's characters and to weights 400-700 (Inter 48 -> 28 KB,
Space Grotesk 22 -> 14 KB, \`ui/styles/fonts\`). Nothing else is requested before it: the favicon is inlined as a data
URI and the page has no manifest (Chrome fetched both right after the load event, which on a fast line lands before
the first paint: 0.3 s of the simulated LCP). The entry script is requested by a small inline script (allowed by its
hash in the Content-Security-Policy) once the browser reports the first contentful paint.

JavaScript: React DOM is 64 KB of the entry, React and its scheduler 4.5 KB, React Router 3.5 KB; the rest, about 16 KB,
is what the first view does (the nav and its phone menu, the hero and its demo card, the cookie banner, routing and the
deferred parts). The entry was 99.9 KB: React Router's \`BrowserRouter\` shares a module with \`Link\`, \`NavLink\` and
\`Form\`, whose \`displayName\` writes kept all three in the bundle (4.6 KB), and \`<Routes>\` brought a second route
matcher with an error boundary (4 KB, with top-level \`memo\` calls the bundler could not drop until a build plugin
marked them pure). The site now renders its own route table under React Router's \`Router\` and history
(\`pages/shell/site-router.tsx\`), and the phone menu is a plain disclosure button instead of Radix Collapsible
(2.9 KB), whose animated, measured panel it never used. The entry is one file: its static imports in one gzip stream
compress 2.6 KB smaller than the five files they were.

Total Blocking Time: the first frame is the first screen. While a fresh page is parsed, the inline start script holds
the bands after the first two, and the footer, out of the first frame (\`data-first-screen\`, \`display: none\`) and lets
them in once that frame is on screen; a reload, back, forward or #link draws the page whole, as the browser needs it to
scroll there. Bands below the first screen (and a legal page's numbered sections) are \`content-visibility: auto\`, which
skips their painting but not all of their style and layout on a first render: the home page's main thread before the
first paint went from 43 to 27 ms, About's from 29 to 23 ms. After the first paint every task is short: the entry is
one file (its module evaluation no longer builds Intl formats), hydration runs as a transition, the phone menu's panel
mounts only when opened, the cookie banner opens in a transition
and writes its height to the root's own padding (a custom property there restyled the whole page), and the lead
services load with the forms. What remains is Chrome's navigation commit and the first frame itself, which happen
before the first paint but which the simulation can place after it; on this 2-core machine they swing by up to 100 ms
between runs of one build (the last column).
The server compresses every file at startup and the bench waits for that before measuring.

${failures.length ? `**Budget misses:**\n\n${failures.map((f) => `- ${f}`).join("\n")}` : judgeTiming || !timingMisses.length ? "All budgets met." : "All budgets judged on this machine met."}
${timingMisses.length ? `\n**Timed budgets missed on this machine** (reported, not judged: \`BENCH_TIMING=report\`, as on CI machines of unknown speed; see \`judgeTiming\` in the script):\n\n${timingMisses.map((f) => `- ${f}`).join("\n")}\n` : ""}`;
writeFileSync("docs/figures/site-performance.md", report);
console.log(`\n${table}\n\n${jsTable}\n\n${inpTable}\n`);
reportTimingMisses();
if (failures.length) {
  console.error(`bench:site: ${failures.length} budget(s) missed:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log(`bench:site: all ${judgeTiming ? "" : "judged "}budgets met (docs/figures/site-performance.md)`);
