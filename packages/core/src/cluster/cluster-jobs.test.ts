import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, migrateToLatest, openDatabase, sql, usersRepo } from "@backbeat/db";
import { createEmptyPostgresDatabase } from "@backbeat/db/testing";
import { settleBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { startLogMaintenance, stopLogMaintenance } from "../logs/maintenance.ts";
import type { MailMessage } from "../mail/types.ts";
import { queueEmail, setDigestWindow, startEmailDigests, stopEmailDigests } from "../notifications/email-digest.ts";
import { testServices } from "../test-services.ts";
import { runOncePerSlot } from "./schedule.ts";

/**
 * Two instances on one PostgreSQL database, each with its own connection pool, timers and
 * mailer, as two servers behind a load balancer would be.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("work shared by instances of one database", () => {
  let pg: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  const handles: DatabaseHandle[] = [];
  const instances: { services: CoreServices; mail: MailMessage[] }[] = [];
  let dir: string;

  beforeAll(async () => {
    pg = await createEmptyPostgresDatabase();
    dir = await mkdtemp(join(tmpdir(), "backbeat-cluster-jobs-"));
    for (const name of ["a", "b"]) {
      const handle = await openDatabase({ kind: "postgres", url: pg.url, maxConnections: 4 });
      if (!handles.length) await migrateToLatest(handle.db);
      handles.push(handle);
      const mail: MailMessage[] = [];
      const services: CoreServices = {
        ...testServices(handle.db, join(dir, name), { appUrl: "https://music.example" }),
        mailer: { kind: "outbox", send: async (m) => void mail.push(m) },
      };
      instances.push({ services, mail });
    }
  }, 60_000);

  afterAll(async () => {
    for (const { services } of instances) {
      stopEmailDigests(services);
      stopLogMaintenance(services);
      await settleBackground(services);
    }
    for (const handle of handles) await handle.close();
    await pg?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const [a, b] = [() => instances[0] as (typeof instances)[0], () => instances[1] as (typeof instances)[0]];

  async function listener(): Promise<number> {
    const email = `listener-${crypto.randomUUID()}@example.com`;
    return (await usersRepo.insertUser(a().services.db, { email, name: "Listener", password: null })).id;
  }

  const delivery = (userId: number, text: string) => ({
    userId,
    type: "artist_request_approved",
    data: { lines: [{ type: "primary" as const, content: text }] },
    email: true,
    browser: false,
  });

  async function until(check: () => boolean, ms = 20_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await Bun.sleep(50);
  }

  const sent = () => [...a().mail, ...b().mail];

  test("a digest window outlives the instance that opened it: another one sends it, once", async () => {
    const userId = await listener();
    setDigestWindow(a().services, 500);
    for (const text of ["First", "Second", "Third"]) queueEmail(a().services, delivery(userId, text));
    // The instance goes away within the window: its timers with it, nothing flushed.
    await settleBackground(a().services);
    stopEmailDigests(a().services);
    const before = sent().length;
    startEmailDigests(b().services);
    await until(() => sent().length > before);
    await Bun.sleep(800);
    const mails = sent().slice(before);
    expect(mails).toHaveLength(1);
    expect(b().mail.at(-1)).toBe(mails[0] as MailMessage);
    expect(mails[0]?.subject).toBe("3 new notifications on Backbeat");
    for (const text of ["First", "Second", "Third"]) expect(mails[0]?.text).toContain(text);
    const left = await sql<{
      n: string;
    }>`select count(*) as n from email_digest_items where user_id = ${userId}`.execute(b().services.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  }, 60_000);

  test("notifications reaching two running instances within one window leave as one e-mail", async () => {
    const userId = await listener();
    // A window long enough that all four writes land in it on a loaded machine.
    for (const { services } of instances) {
      setDigestWindow(services, 3000);
      stopEmailDigests(services);
      startEmailDigests(services);
    }
    // Each instance keeps its own outbox: count what is new by identity, not by position.
    const earlier = new Set(sent());
    for (let i = 0; i < 4; i++) queueEmail((i % 2 ? b() : a()).services, delivery(userId, `Note ${i}`));
    await Promise.all(instances.map(({ services }) => settleBackground(services)));
    const fresh = () => sent().filter((m) => !earlier.has(m));
    await until(() => fresh().length > 0);
    // Both instances' timers have fired by now; a second digest would have arrived.
    await Bun.sleep(1500);
    const mails = fresh();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("4 new notifications on Backbeat");
  }, 60_000);

  test("a scheduled job runs once per slot, whichever instance's timer fires", async () => {
    let runs = 0;
    const job = `test.job.${crypto.randomUUID()}`;
    const attempt = (services: CoreServices, slot: string) =>
      runOncePerSlot(services, job, slot, async () => {
        runs++;
        return slot;
      });
    const first = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt((i % 2 ? b() : a()).services, "2026-11-28")),
    );
    expect(runs).toBe(1);
    expect(first.filter((r) => r.ran)).toHaveLength(1);
    await Promise.all([attempt(a().services, "2026-11-29"), attempt(b().services, "2026-11-29")]);
    expect(runs).toBe(2);
  });

  test("two schedulers started together prune the logs once for the hour", async () => {
    await Promise.all(instances.map(({ services }) => startLogMaintenance(services)));
    for (const { services } of instances) await settleBackground(services);
    const runs = await sql<{ n: string }>`select count(*) as n from job_runs where name = 'logs.prune'`.execute(
      a().services.db,
    );
    expect(Number(runs.rows[0]?.n)).toBe(1);
  });
});
