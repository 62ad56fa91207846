import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * The service worker (src/features/offline/sw/service-worker.ts), built after the app (see the
 * `build` script) into `dist/sw.js`, one classic script so every browser can run it. Its
 * precache list is the app's entry and the screens an offline listener uses, each with the
 * chunks and styles it imports, read from the app build's manifest; other chunks are kept as
 * they are first loaded.
 */
const dist = fileURLToPath(new URL("./dist/", import.meta.url));

const OFFLINE_SCREENS = [
  "index.html",
  "src/features/player-shell/PlayerLayout.tsx",
  "src/features/player-shell/HomeSwitch.tsx",
  "src/features/library/LibraryPage.tsx",
  "src/features/catalogue/AlbumPage.tsx",
  "src/features/catalogue/ArtistPage.tsx",
  "src/features/catalogue/TrackPage.tsx",
  "src/features/playlists/PlaylistPage.tsx",
  "src/features/offline/DownloadsPage.tsx",
];
const STATIC_FILES = ["/favicon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

function precacheList(): Array<{ url: string; revision: string | null }> {
  const path = `${dist}.vite/manifest.json`;
  if (!existsSync(path)) throw new Error("Build the web app first: the service worker precaches its files.");
  const manifest = JSON.parse(readFileSync(path, "utf8")) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const next of chunk.imports ?? []) walk(next);
  };
  for (const key of OFFLINE_SCREENS) {
    if (!manifest[key]) throw new Error(`${key} is not in the build: update OFFLINE_SCREENS.`);
    walk(key);
  }
  // Hashed names are their own revision; the static files change rarely and are revised by size.
  return [
    ...[...files].map((url) => ({ url, revision: null })),
    ...STATIC_FILES.map((url) => ({ url, revision: String(readFileSync(`${dist}${url.slice(1)}`).length) })),
  ];
}

function injectPrecacheList(): Plugin {
  return {
    name: "inject-precache-list",
    transform(code, id) {
      if (!id.endsWith("service-worker.ts")) return null;
      return code.replace("self.__WB_MANIFEST", JSON.stringify(precacheList()));
    },
  };
}

export default defineConfig({
  plugins: [injectPrecacheList()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  publicDir: false,
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    lib: {
      entry: fileURLToPath(new URL("./src/features/offline/sw/service-worker.ts", import.meta.url)),
      formats: ["iife"],
      name: "backbeatServiceWorker",
      fileName: () => "sw.js",
    },
  },
});
