import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { type DatabaseHandle, mediaJobsRepo, migrateToLatest, openDatabase, sql } from "@backbeat/db";
import { createEmptyPostgresDatabase } from "@backbeat/db/testing";
import { Queue } from "bullmq";
import type { Subprocess } from "bun";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const JOBS = 1000;

/**
 * QUEUE_DRIVER=redis across processes: two workers on one PostgreSQL database and one BullMQ
 * queue, one of them killed (SIGKILL) halfway. Every job's effect lands once; a job the dead
 * worker held is taken over by the other.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the media queue across worker processes", () => {
  let pg: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let handle: DatabaseHandle;
  const prefix = `bbqueue${crypto.randomUUID().slice(0, 8)}`;
  const workers: Subprocess[] = [];

  beforeAll(async () => {
    pg = await createEmptyPostgresDatabase();
    handle = await openDatabase({ kind: "postgres", url: pg.url, maxConnections: 4 });
    await migrateToLatest(handle.db);
    await sql`create table queue_probe_effects (
      job_id integer primary key, worker text not null, runs integer not null default 1)`.execute(handle.db);
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill("SIGKILL");
    const queue = new Queue("backbeat-media", { connection: { host: "127.0.0.1", port: 6379 }, prefix });
    await queue.obliterate({ force: true }).catch(() => {});
    await queue.close();
    await handle?.close();
    await pg?.drop();
  });

  async function startWorker(name: string): Promise<Subprocess> {
    const proc = Bun.spawn(["bun", join(import.meta.dir, "testing", "probe-worker.ts")], {
      env: { ...process.env, DATABASE_URL: pg.url, REDIS_URL, QUEUE_PREFIX: prefix, WORKER_NAME: name },
      stdout: "pipe",
      stderr: "inherit",
    });
    workers.push(proc);
    const reader = proc.stdout.getReader();
    let seen = "";
    while (!seen.includes("ready")) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`worker ${name} exited before it was ready: ${seen}`);
      seen += new TextDecoder().decode(value);
    }
    // Keep the pipe drained.
    void (async () => {
      while (!(await reader.read()).done) {}
    })();
    return proc;
  }

  const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
    Number((await query.execute(handle.db)).rows[0]?.n);

  test("1,000 jobs over two workers, one killed halfway: each effect is recorded once", async () => {
    for (let i = 0; i < JOBS; i++)
      await mediaJobsRepo.insertJob(handle.db, { kind: "probe", payload: { ms: 15 }, owner_id: null });
    const first = await startWorker("first");
    await startWorker("second");

    // Halfway: the first worker dies with jobs in its hands.
    const deadline = Date.now() + 120_000;
    while ((await count(sql`select count(*) as n from queue_probe_effects`)) < JOBS / 2 && Date.now() < deadline)
      await Bun.sleep(20);
    first.kill("SIGKILL");
    await first.exited;
    const byFirst = await count(sql`select count(*) as n from queue_probe_effects where worker = 'first'`);
    expect(byFirst).toBeGreaterThan(0);

    while (Date.now() < deadline) {
      const open = await count(sql`select count(*) as n from media_jobs where status <> 'succeeded'`);
      if (open === 0) break;
      await Bun.sleep(200);
    }
    expect(await count(sql`select count(*) as n from media_jobs where status = 'succeeded'`)).toBe(JOBS);
    expect(await count(sql`select count(*) as n from queue_probe_effects`)).toBe(JOBS);
    expect(await count(sql`select count(*) as n from queue_probe_effects where worker = 'second'`)).toBeGreaterThan(
      JOBS - byFirst - 1,
    );
    // A job runs twice only when its worker died after its effect and before recording success:
    // at most the dead worker's concurrency.
    expect(await count(sql`select count(*) as n from queue_probe_effects where runs > 1`)).toBeLessThanOrEqual(4);
    // The jobs the dead worker held were taken over: claimed a second time, by the survivor.
    const retried = await count(sql`select count(*) as n from media_jobs where attempts = 2`);
    expect(retried).toBeGreaterThan(0);
    expect(await count(sql`select max(attempts) as n from media_jobs`)).toBe(2);
  }, 180_000);
});
