import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";
import { themeBootHtml } from "./src/global/theme-boot.ts";

const server = process.env.BACKBEAT_DEV_SERVER ?? "http://localhost:3000";

export default defineConfig({
  // `@/…` is the app's own src folder (tsconfig.json says the same for the type check and Bun).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) }] },
  // The theme is applied before first paint from the bootstrap data and the theme cookie.
  plugins: [react(), vanillaExtractPlugin(), { name: "theme-boot", transformIndexHtml: themeBootHtml }, precompress()],
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    // Read by the service worker's build (vite.sw.config.ts) for its precache list.
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // What every page runs (React, the router, the query cache, the tRPC client) goes out as
        // one file instead of a dozen small ones: fewer requests before the first render.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](?:\.bun[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|@trpc[\\/](?:client|server|tanstack-react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(
        ["/api", "/auth", "/secure", "/trpc"].map((p) => [p, { target: server, changeOrigin: false }]),
      ),
      // The live channel (notifications) is a WebSocket on the same server.
      "/realtime": { target: server, changeOrigin: false, ws: true },
    },
  },
});
