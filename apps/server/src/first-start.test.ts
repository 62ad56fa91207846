import { afterAll, describe, expect, spyOn, test } from "bun:test";
import { existsSync, statSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "@backbeat/db";
import { createEmptyPostgresDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { RunningServer } from "./server.ts";
import { startQuietServer, TestClient } from "./testing/harness.ts";

/** What a new data folder gets on its first start, and what a restart must leave alone. */
for (const kind of testDatabaseKinds) {
  describe(`first start on ${kind}`, () => {
    const cleanup: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step();
    });

    async function boot(dataDir: string, databaseUrl: string | undefined) {
      const printed: string[] = [];
      const spy = spyOn(console, "log").mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(" "));
      });
      let server: RunningServer;
      try {
        server = await startQuietServer({
          DATA_DIR: dataDir,
          SEED_DEMO: "false",
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        });
      } finally {
        spy.mockRestore();
      }
      return { server, printed: printed.join("\n") };
    }

    test("seeds settings, roles, themes, menus and a generated admin, once", async () => {
      const dir = await mkdtemp(join(tmpdir(), "backbeat-first-"));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      const pg = kind === "postgres" ? await createEmptyPostgresDatabase() : null;
      if (pg) cleanup.push(() => pg.drop());
      const dataDir = join(dir, "data");

      const first = await boot(dataDir, pg?.url);
      const password = /Password \(shown once\): (\S+)/.exec(first.printed)?.[1];
      expect(password, first.printed).toBeString();
      expect(first.printed).toContain("admin@backbeat.local");
      const db = first.server.started.services.db;
      try {
        // No default secret: a random one is generated into the data folder, readable by its owner only.
        const secretFile = join(dataDir, "app-secret");
        expect(existsSync(secretFile)).toBe(true);
        expect(statSync(secretFile).mode & 0o777).toBe(0o600);
        const secret = await readFile(secretFile, "utf8");
        expect(Buffer.from(secret.trim(), "base64")).toHaveLength(32);

        const settings = new Set(
          (await sql<{ name: string }>`select name from settings`.execute(db)).rows.map((r) => r.name),
        );
        for (const name of [
          "branding.site_name",
          "branding.logo_light",
          "branding.logo_dark",
          "registration.disable",
          "registration.policies",
          "social.google.enable",
          "social.facebook.enable",
          "social.twitter.enable",
          "social.envato.enable",
          "social.compact_buttons",
          "recaptcha.site_key",
          "recaptcha.enable",
          "notif.subs.integrated",
          "themes.user_change",
          "billing.enable",
          "homepage.type",
          "menus",
        ]) {
          expect(settings.has(name), name).toBe(true);
        }

        const grants = await sql<{ slug: string; permission: string }>`
          select r.slug, p.name as permission from roles r
          join permission_role pr on pr.role_id = r.id join permissions p on p.id = pr.permission_id
          order by r.slug, p.name`.execute(db);
        const byRole: Record<string, string[]> = {};
        for (const g of grants.rows) (byRole[g.slug] ??= []).push(g.permission);
        expect(Object.keys(byRole).sort()).toEqual(["admins", "artists", "guests", "users"]);
        expect(byRole.guests).toEqual(["music.view"]);
        expect(byRole.admins).toEqual(["admin"]);
        expect(byRole.artists).toContain("music.create");
        expect(byRole.users).not.toContain("music.create");
        const guestRole = await sql<{ n: number }>`select count(*)::int as n from roles where guests`.execute(db);
        expect(guestRole.rows[0]?.n).toBe(1);
        // Every permission the spec names exists, so roles can be given it.
        const permissions = new Set(
          (await sql<{ name: string }>`select name from permissions`.execute(db)).rows.map((r) => r.name),
        );
        for (const name of ["admin", "admin.access", "logs.view", "music.create", "music.view", "api.access"]) {
          expect(permissions.has(name), name).toBe(true);
        }

        const themes = await sql<{ default_light: boolean; default_dark: boolean; is_dark: boolean }>`
          select default_light, default_dark, is_dark from themes order by id`.execute(db);
        expect(themes.rows).toEqual([
          { default_light: true, default_dark: false, is_dark: false },
          { default_light: false, default_dark: true, is_dark: true },
        ]);

        const menus = await sql<{ value: { positions: string[] }[] }>`
          select value from settings where name = 'menus'`.execute(db);
        const positions = new Set((menus.rows[0]?.value ?? []).flatMap((m) => m.positions));
        for (const position of ["sidebar-primary", "sidebar-secondary", "mobile-bottom", "landing-page-navbar"]) {
          expect(positions.has(position), position).toBe(true);
        }

        // The home page works on an empty catalogue: its channel and rule-driven sections exist, empty.
        const home = await fetch(`${first.server.url}/api/v1/channel/discover`);
        expect(home.status).toBe(200);
        const homePage = (await home.json()) as {
          content: { items: { slug: string; content: { items: unknown[] } }[] };
        };
        expect(homePage.content.items.map((c) => c.slug)).toEqual([
          "new-releases",
          "popular-this-week",
          "trending-artists",
          "popular-albums",
          "genres",
        ]);
        expect(homePage.content.items.every((c) => c.content.items.length === 0)).toBe(true);

        const login = await new TestClient(first.server.url)
          .prime()
          .then((c) => c.login({ email: "admin@backbeat.local", password: password as string }));
        expect(login.status).toBe(200);
        const user = (await login.json()).bootstrapData.user;
        expect(user.permissions.map((p: { name: string }) => p.name)).toContain("admin");
      } finally {
        await first.server.stop();
      }

      // A restart keeps the secret and the admin, and prints no password again.
      const secretBefore = await readFile(join(dataDir, "app-secret"), "utf8");
      const again = await boot(dataDir, pg?.url);
      try {
        expect(again.printed).not.toContain("Password");
        expect(await readFile(join(dataDir, "app-secret"), "utf8")).toBe(secretBefore);
        const counts = await sql<{ users: number; themes: number; roles: number; channels: number }>`
          select (select count(*)::int from users) as users, (select count(*)::int from themes) as themes,
                 (select count(*)::int from roles) as roles, (select count(*)::int from channels) as channels`.execute(
          again.server.started.services.db,
        );
        expect(counts.rows[0]).toEqual({ users: 1, themes: 2, roles: 4, channels: 7 });
      } finally {
        await again.server.stop();
      }
    }, 120_000);
  });
}
