import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { themeBootHtml } from "./src/global/theme-boot.ts";

const server = process.env.BACKBEAT_DEV_SERVER ?? "http://localhost:3000";

export default defineConfig({
  // The theme is applied before first paint from the bootstrap data and the theme cookie.
  plugins: [react(), vanillaExtractPlugin(), { name: "theme-boot", transformIndexHtml: themeBootHtml }],
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: Object.fromEntries(
      ["/api", "/auth", "/secure", "/trpc"].map((p) => [p, { target: server, changeOrigin: false }]),
    ),
  },
});
