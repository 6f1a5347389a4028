import path from "node:path";
import { build } from "esbuild";
import { expect, it } from "vitest";

/**
 * supabase-js (~55 KB gzip) and EmailJS must stay out of the page's initial JavaScript: bundling the lead module
 * with code splitting must leave them in chunks that are only loaded by the first insert / notification.
 */
it("keeps supabase-js and EmailJS out of the chunk a page loads up front", async () => {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "index.ts")],
    bundle: true,
    splitting: true,
    format: "esm",
    write: false,
    outdir: "/virtual",
    platform: "browser",
    external: ["react", "react-dom", "sonner"],
    define: { "import.meta.env": "{}" },
    logLevel: "silent",
  });
  const entry = result.outputFiles.find((file) => file.path.endsWith("/index.js"));
  const chunks = result.outputFiles.filter((file) => file !== entry);
  expect(entry?.text).toContain("Thank you! Your message has been received.");
  expect(entry?.text).not.toContain("supabaseKey is required.");
  expect(entry?.text).not.toContain("api.emailjs.com");
  expect(chunks.some((chunk) => chunk.text.includes("supabaseKey is required."))).toBe(true);
  expect(chunks.some((chunk) => chunk.text.includes("api.emailjs.com"))).toBe(true);
}, 60_000);

/**
 * The provider every page renders only passes its choices on: the real store and notifier are built by the forms'
 * code (lead-services.ts), which is fetched with the forms, never with a page's first view.
 */
it("keeps the lead services' own code out of the provider every page renders", async () => {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "lead-store-context.tsx")],
    bundle: true,
    format: "esm",
    write: false,
    platform: "browser",
    external: ["react", "react-dom"],
    define: { "import.meta.env": "{}" },
    logLevel: "silent",
  });
  const [provider] = result.outputFiles;
  expect(provider?.text).toContain("useLeadStore must be used inside <LeadStoreProvider>");
  expect(provider?.text).not.toContain("local-anon-key"); // the supabase-js store
  expect(provider?.text).not.toContain("VITE_EMAILJS_PUBLIC_KEY"); // the EmailJS notifier
  expect(provider?.text).not.toContain("Intl.NumberFormat"); // the estimate e-mail's formatting
}, 60_000);
