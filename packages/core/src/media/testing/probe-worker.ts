/**
 * A queue worker in a process of its own, for the queue's cluster test: it runs `probe` jobs,
 * each recording its effect in `queue_probe_effects` (made by the test) keyed by job id, so a
 * job run twice shows as `runs = 2`. Environment: DATABASE_URL, REDIS_URL, QUEUE_PREFIX, WORKER_NAME.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, sql } from "@backbeat/db";
import { testServices } from "../../test-services.ts";
import { defineMediaJobKind, startMediaWorker, stopMediaWorker } from "../worker.ts";

const env = process.env;
const name = env.WORKER_NAME ?? "worker";
const database = await openDatabase({ kind: "postgres", url: env.DATABASE_URL as string, maxConnections: 6 });
const services = testServices(database.db, await mkdtemp(join(tmpdir(), "backbeat-probe-")), {
  media: {
    queue: "redis",
    redisUrl: env.REDIS_URL,
    redisPrefix: env.QUEUE_PREFIX,
    redisLockMs: 2000,
    concurrency: 4,
    ffmpegTimeoutMs: 60_000,
  },
});

defineMediaJobKind("probe", async (s, job) => {
  await Bun.sleep(Number(job.payload.ms ?? 10));
  await sql`insert into queue_probe_effects (job_id, worker) values (${job.id}, ${name})
    on conflict (job_id) do update set runs = queue_probe_effects.runs + 1`.execute(s.db);
  return null;
});

await startMediaWorker(services, { heartbeatMs: 500, staleSeconds: 2 });
console.log("ready");

process.on("SIGTERM", async () => {
  await stopMediaWorker(services);
  await database.close();
  process.exit(0);
});
