import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CoreServices } from "@backbeat/core";
import { preparingOf } from "@backbeat/core";
import type { ServerConfig } from "./env.ts";
import { createLogger } from "./logger.ts";
import { buildWebIfStale, hashWebSources } from "./web-build.ts";

const root = mkdtempSync(join(tmpdir(), "bb-web-build-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

mkdirSync(join(root, "apps/web/src"), { recursive: true });
mkdirSync(join(root, "apps/web/dist"), { recursive: true });
writeFileSync(join(root, "apps/web/src/main.tsx"), "export {};\n");
writeFileSync(join(root, "bun.lock"), "{}\n");
const dist = join(root, "apps/web/dist");
const config = { webBuild: "auto", webDist: dist, rootDir: root, logLevel: "silent" } as ServerConfig;
const log = createLogger("silent");

test("a dist built after every source counts as current: no build, and its sources' hash is kept beside it", async () => {
  writeFileSync(join(dist, "index.html"), "<!doctype html>");
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dist, "index.html"), later, later);
  const services = {} as CoreServices;
  const build = buildWebIfStale(config, services, log);
  expect(build.running).toBe(false);
  await build.done;
  expect(build.running).toBe(false);
  expect(preparingOf(services)).toBeNull();
  expect(readFileSync(join(dist, ".source-hash"), "utf8")).toBe((await hashWebSources(root)).hash);
});

test("the hash follows the sources' content, not their times", async () => {
  const before = await hashWebSources(root);
  const file = join(root, "apps/web/src/main.tsx");
  utimesSync(file, new Date(), new Date(Date.now() + 120_000));
  expect((await hashWebSources(root)).hash).toBe(before.hash);
  writeFileSync(file, "export const changed = 1;\n");
  expect((await hashWebSources(root)).hash).not.toBe(before.hash);
});

test("without WEB_BUILD=auto, or with a WEB_DIST elsewhere, nothing is built", () => {
  const services = {} as CoreServices;
  expect(buildWebIfStale({ ...config, webBuild: "never" }, services, log).running).toBe(false);
  expect(buildWebIfStale({ ...config, webDist: join(root, "elsewhere") }, services, log).running).toBe(false);
  expect(preparingOf(services)).toBeNull();
});
