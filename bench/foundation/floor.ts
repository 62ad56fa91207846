/**
 * Where the embedded default's memory and restart time go: a bare Bun process, the same process
 * holding an idle PGlite opened on an existing data folder (the floor any Bun + PGlite server
 * stands on), and the time to import the server's modules, open PGlite, check migrations and
 * check provisioning. Run as `bun bench/foundation/floor.ts DATA_DIR` on a folder a server has
 * already created; prints JSON.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const rss = () =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]) / 102.4) / 10;
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: bun bench/foundation/floor.ts DATA_DIR");

const bareRssMb = rss();
let t = performance.now();
const lap = () => {
  const ms = Math.round(performance.now() - t);
  t = performance.now();
  return ms;
};
const { openDatabase, migrateToLatest } = await import("@backbeat/db");
const { provision, PasswordHasher } = await import("@backbeat/core");
await import("../../apps/server/src/server.ts");
const modulesMs = lap();
const modulesRssMb = rss();
const db = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite"), sharedBuffers: "16MB" });
const openMs = lap();
await migrateToLatest(db.db);
const migrateMs = lap();
await provision(db.db, new PasswordHasher(1), { email: "admin@backbeat.local", password: undefined });
const provisionMs = lap();
Bun.gc(true);
const withPgliteRssMb = rss();
await db.close();

console.log(
  JSON.stringify({
    bareRssMb,
    modulesRssMb,
    withPgliteRssMb,
    pgliteShareMb: Math.round((withPgliteRssMb - modulesRssMb) * 10) / 10,
    restart: { modulesMs, openMs, migrateMs, provisionMs },
  }),
);
