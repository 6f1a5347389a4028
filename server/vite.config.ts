import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * `npm run build:server`: the server and the owner's export as plain JavaScript in dist-server/, so production runs
 * `node dist-server/main.js` with production dependencies only (no tsx). Packages stay outside the bundle and come
 * from node_modules (`dependencies` in package.json); our own code, the shared rules and the voice SDK's REST client
 * (a workspace, like the site's alias) are bundled in.
 */
export default defineConfig({
  root,
  publicDir: false,
  resolve: {
    alias: [{ find: /^@parley\/voice$/, replacement: path.join(root, "voice/src/index.ts") }],
  },
  build: {
    ssr: true,
    target: "node24",
    outDir: path.join(root, "dist-server"),
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: { main: path.join(root, "server/main.ts"), "leads-cli": path.join(root, "server/leads-cli.ts") },
      output: { format: "es", entryFileNames: "[name].js" },
    },
  },
});
