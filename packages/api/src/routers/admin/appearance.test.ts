import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AppearanceSettings, LANDING_DEFAULTS, zodFieldErrors } from "@backbeat/core";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createApiContext } from "../../context.ts";
import { callerFor, permissionMatrix, statusOf } from "../../testing/admin-matrix.ts";
import { createHarness, type Harness } from "../../testing/harness.ts";
import { bootstrapFor } from "../../viewer.ts";

async function fieldsOf(call: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await call;
  } catch (error) {
    // A rejected `.input()` carries the zod error; the client gets it as field errors (trpc.ts).
    const cause = (error as { cause?: unknown }).cause;
    return zodFieldErrors(cause) ?? { _: [String(error)] };
  }
  throw new Error("the call succeeded");
}

for (const kind of testDatabaseKinds) {
  describe(`appearance editor on ${kind}`, () => {
    let h: Harness;
    let m: Awaited<ReturnType<typeof permissionMatrix>>;
    beforeAll(async () => {
      h = await createHarness(kind);
      m = await permissionMatrix(h, "appearance");
    }, 180_000);
    afterAll(() => h.close());

    const as = async (who: "admin" | "staff" | "listener" | "guest") =>
      callerFor(h, who === "guest" ? m.guest : m[who].client);
    const saved = async () => (await (await as("admin")).admin.appearance.read()).settings as AppearanceSettings;
    const publicBootstrap = async () => {
      const ctx = await createApiContext(h.services, new Request("http://backbeat.test/"), { ip: null });
      return bootstrapFor(ctx, ctx.viewer);
    };

    test("read and save: admin 200, admin.access without appearance.update 403, listener 403, guest 401", async () => {
      const settings = await saved();
      const calls: Record<string, (c: Awaited<ReturnType<typeof as>>) => Promise<unknown>> = {
        read: (c) => c.admin.appearance.read(),
        saveSettings: (c) => c.admin.appearance.saveSettings(settings),
      };
      for (const [name, call] of Object.entries(calls)) {
        const statuses = [];
        for (const who of ["admin", "staff", "listener", "guest"] as const)
          statuses.push(await statusOf(call(await as(who))));
        expect({ name, statuses }).toEqual({ name, statuses: [200, 403, 403, 401] });
      }
    });

    test("a fresh site reads the defaults: site name, landing page, empty custom code, SEO templates", async () => {
      const settings = await saved();
      expect(settings.branding.site_name).toBe("Backbeat");
      expect(settings.landing).toEqual(LANDING_DEFAULTS);
      expect(settings.custom_code).toEqual({ css: "", html: "" });
      expect(settings.seo.artist.title).toContain("{{ARTIST_NAME}}");
      const editor = await (await as("admin")).admin.appearance.read();
      expect(editor.themes.length).toBeGreaterThan(0);
      expect(Array.isArray(editor.menus)).toBe(true);
    });

    test("a save is served to everyone: bootstrap data carries branding, custom code and the landing page", async () => {
      const admin = await as("admin");
      const settings = await saved();
      const next: AppearanceSettings = {
        ...settings,
        branding: { ...settings.branding, site_name: "Night Shift", favicon: "/api/v1/appearance/images/7" },
        custom_code: { css: "body { outline: 1px solid red; }", html: '<div id="promo">Promo</div>' },
        landing: {
          ...settings.landing,
          title: "Hear it first",
          action_buttons: [{ label: "Join", action: "https://example.com/join", variant: "primary" }],
          secondary_features: [{ title: "Offline", subtitle: "", description: "Save for later", image: "" }],
        },
        seo: { ...settings.seo, artist: { title: "{{ARTIST_NAME}} on {{SITE_NAME}}", description: "" } },
      };
      const result = await admin.admin.appearance.saveSettings(next);
      expect(result.landing.title).toBe("Hear it first");
      expect(await saved()).toEqual(next);

      const bootstrap = await publicBootstrap();
      expect(bootstrap.branding.site_name).toBe("Night Shift");
      const served = bootstrap.settings as Record<string, Record<string, unknown>>;
      expect(served.custom_code).toEqual(next.custom_code);
      expect(served.branding?.favicon).toBe("/api/v1/appearance/images/7");
      expect(served.landing?.title).toBe("Hear it first");
      expect(served.landing?.action_buttons).toEqual(next.landing.action_buttons);
      // SEO templates are the server's business: never in the browser's settings.
      expect(served.seo).toBeUndefined();
    });

    test("malformed values are field errors and nothing is saved half-way", async () => {
      const admin = await as("admin");
      const before = await saved();
      const bad = {
        ...before,
        branding: { ...before.branding, site_name: "Changed name", logo_light: "javascript:alert(1)" },
        custom_code: { css: "x".repeat(50_001), html: "" },
        landing: {
          ...before.landing,
          title: "",
          action_buttons: [
            { label: "Ok", action: "/register", variant: "primary" },
            { label: "Bad", action: "javascript:alert(1)", variant: "primary" },
          ],
          primary_features: Array.from({ length: 9 }, () => ({ title: "F", subtitle: "", image: "" })),
        },
        seo: { ...before.seo, track: { title: "{{NOPE}}", description: "" } },
      };
      const fields = await fieldsOf(admin.admin.appearance.saveSettings(bad as unknown as AppearanceSettings));
      expect(Object.keys(fields)).toEqual(
        expect.arrayContaining([
          "branding.logo_light",
          "custom_code.css",
          "landing.title",
          "landing.action_buttons.1.action",
          "landing.primary_features",
          "seo.track.title",
        ]),
      );
      expect(fields["branding.site_name"]).toBeUndefined();
      // The valid site name in the same save was not written either.
      expect(await saved()).toEqual(before);

      for (const value of [
        { ...before, branding: { ...before.branding, site_name: "a\u0000b" } },
        { ...before, extra: 1 },
        { ...before, landing: { ...before.landing, action_buttons: [{ label: "x", action: "/", variant: "loud" }] } },
        null,
      ]) {
        expect(await statusOf(admin.admin.appearance.saveSettings(value as AppearanceSettings))).toBe(400);
      }
      expect(await saved()).toEqual(before);
    });

    test("appearance images: unknown or unused entries are not served to guests", async () => {
      const guest = m.guest;
      const unused = await guest.call("GET", "api/v1/appearance/images/999999");
      expect(unused.status).toBe(404);
      const bad = await guest.call("GET", "api/v1/appearance/images/abc");
      expect([404, 422]).toContain(bad.status);
    });
  });
}
