/**
 * What every instance pays (issue 26), on a fresh embedded instance with a bench catalogue:
 *  - GET /api/v1/health against a bare Bun.serve answering the same JSON, in the same run;
 *  - an album page (HTML) and its page data (REST) under wrk;
 *  - RSS idle after start, then after a mixed load (pages, page data, search, health, static
 *    files, unknown paths, ids drawn from the whole catalogue) and a minute of rest.
 * The load average is recorded with every number: the two cores are shared.
 * Usage: bun bench/lean/run.ts [--minutes 10] [--seconds 10] [--tracks 5000] [--out results.json]
 */
import { readdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root, rssMb, seedBench, spawnServer, tempDir, wrk } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    minutes: { type: "string" },
    out: { type: "string" },
    seconds: { type: "string" },
    tracks: { type: "string" },
    rest: { type: "string" },
  },
});
const MINUTES = Number(values.minutes ?? 10);
const SECONDS = Number(values.seconds ?? 10);
const TRACKS = Number(values.tracks ?? 5000);
const REST_SECONDS = Number(values.rest ?? 60);
const port = Number(process.env.LEAN_PORT ?? 3960);
const barePort = port + 1;
const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

async function measure(url: string, script?: string) {
  const run = async (seconds: number) => {
    if (!script) return wrk(url, { connections: 64, seconds, threads: 1 });
    const file = join(tempDir("bench-lean-wrk-").path, "script.lua");
    await Bun.write(file, script);
    const proc = Bun.spawn(["wrk", "-t1", "-c64", `-d${seconds}s`, "-s", file, url], { stdout: "pipe" });
    const out = await new Response(proc.stdout).text();
    await proc.exited;
    return {
      requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
      non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
      p50Ms: Number.NaN,
      p99Ms: Number.NaN,
    };
  };
  await run(2);
  const r = await run(SECONDS);
  return { rps: r.requestsPerSecond, p50Ms: r.p50Ms, p99Ms: r.p99Ms, non2xx: r.non2xx, load: load() };
}

async function bareHealth() {
  const proc = Bun.spawn(["bun", join(root, "bench/cluster/bare.ts"), String(barePort), "1", "json"], {
    stdout: "ignore",
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${barePort}/api/v1/health`;
  try {
    for (
      let i = 0;
      i < 200 &&
      !(await fetch(url).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await Bun.sleep(25);
    return await measure(url);
  } finally {
    proc.kill("SIGTERM");
    await proc.exited;
  }
}

/** A visitor's mix: every request picks a kind and an id from the whole catalogue. */
function mixedScript(counts: { albums: number; artists: number; tracks: number }, asset: string): string {
  return `
local kinds = {
  function() return "/" end,
  function() return "/album/" .. math.random(1, ${counts.albums}) end,
  function() return "/artist/" .. math.random(1, ${counts.artists}) end,
  function() return "/track/" .. math.random(1, ${counts.tracks}) end,
  function() return "/api/v1/albums/" .. math.random(1, ${counts.albums}) end,
  function() return "/api/v1/artists/" .. math.random(1, ${counts.artists}) end,
  function() return "/api/v1/tracks/" .. math.random(1, ${counts.tracks}) end,
  function() return "/api/v1/search?query=" .. string.char(math.random(97, 122), math.random(97, 122), math.random(97, 122)) end,
  function() return "/api/v1/health" end,
  function() return "${asset}" end,
  function() return "/no-such-page-" .. math.random(1, 1000000) end,
}
request = function()
  return wrk.format("GET", kinds[math.random(1, #kinds)](), { ["accept-encoding"] = "gzip, br" })
end`;
}

const data = tempDir("bench-lean-");
const env = { DATA_DIR: data.path, ADMIN_PASSWORD: "bench-admin-pass", WEB_DIST: join(root, "apps/web/dist") };
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: "2 cores shared with wrk and other work",
  tracks: TRACKS,
  mixedMinutes: MINUTES,
};
try {
  const first = await spawnServer(env, port);
  await first.stop();
  await seedBench(env, TRACKS);

  const server = await spawnServer(env, port);
  try {
    await Bun.sleep(10_000);
    results.idleRssMb = rssMb(server.pid);
    results.idleLoad = load();

    // The seed numbers rows from 1; the bench catalogue has about one album per 10 tracks.
    const counts = { albums: Math.round(TRACKS / 10), artists: Math.round(TRACKS / 50), tracks: TRACKS };
    const albumStatus = await fetch(`${server.url}/album/11`).then((r) => r.status);
    if (albumStatus !== 200) throw new Error(`album page answered ${albumStatus}`);
    results.health = await measure(`${server.url}/api/v1/health`);
    results.bareHealth = await bareHealth();
    const health = results.health as { rps: number };
    results.healthShareOfBare = Math.round((health.rps / (results.bareHealth as { rps: number }).rps) * 100) / 100;
    results.albumPage = await measure(`${server.url}/album/11`);
    results.albumData = await measure(`${server.url}/api/v1/albums/11`);

    const asset = readdirSync(join(root, "apps/web/dist/assets")).find((f) => f.endsWith(".js"));
    const samples: { minute: number; rssMb: number; load: number[] }[] = [];
    const script = join(tempDir("bench-lean-mixed-").path, "mixed.lua");
    await Bun.write(script, mixedScript(counts, `/assets/${asset}`));
    const mixed = Bun.spawn(["wrk", "-t1", "-c32", `-d${MINUTES * 60}s`, "-s", script, server.url], { stdout: "pipe" });
    for (let minute = 1; minute <= MINUTES; minute++) {
      await Bun.sleep(60_000);
      samples.push({ minute, rssMb: rssMb(server.pid), load: load() });
      console.log(JSON.stringify(samples.at(-1)));
    }
    const mixedOut = await new Response(mixed.stdout).text();
    await mixed.exited;
    results.mixed = {
      requests: Number(/(\d+) requests in/.exec(mixedOut)?.[1] ?? 0),
      rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(mixedOut)?.[1] ?? 0)),
      samples,
    };
    await Bun.sleep(REST_SECONDS * 1000);
    results.afterLoadRssMb = rssMb(server.pid);
    results.afterLoadLoad = load();
    results.afterOverIdle =
      Math.round(((results.afterLoadRssMb as number) / (results.idleRssMb as number)) * 100) / 100;
  } finally {
    await server.stop();
  }
} finally {
  data.remove();
}

console.log(JSON.stringify(results, null, 2));
await Bun.write(`${import.meta.dir}/${values.out ?? "results.json"}`, `${JSON.stringify(results, null, 2)}\n`);
