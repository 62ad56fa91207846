import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createApiContext } from "../../context.ts";
import { type callerFor, fieldErrorsOf, permissionMatrixCallers, statusOf } from "../../testing/admin-matrix.ts";
import { createHarness, type Harness } from "../../testing/harness.ts";
import { bootstrapFor } from "../../viewer.ts";

type Caller = Awaited<ReturnType<typeof callerFor>>;
type Who = "admin" | "staff" | "listener" | "guest";

const menuWith = (action: string) => [
  {
    id: "save-test",
    name: "Save test",
    positions: ["sidebar-secondary" as const],
    items: [{ id: "save-test-item", label: "Somewhere", type: "route" as const, action }],
  },
];

for (const kind of testDatabaseKinds) {
  describe(`one appearance save, all or nothing, on ${kind}`, () => {
    let h: Harness;
    const as = {} as Record<Who, Caller>;
    beforeAll(async () => {
      h = await createHarness(kind);
      Object.assign(as, await permissionMatrixCallers(h, "appearance-save"));
    }, 180_000);
    afterAll(() => h.close());

    const read = () => as.admin.admin.appearance.read();
    /** The first theme with its background changed: a valid edit on its own. */
    const recoloured = async (colour: string) => {
      const { themes } = await read();
      return themes.map((t, i) => (i === 0 ? { ...t, values: { ...t.values, "--bb-color-bg": colour } } : t));
    };

    test("admin 200, admin.access without appearance.update 403, listener 403, guest 401; refusals write nothing", async () => {
      const before = await read();
      const input = { themes: await recoloured("#101820"), menus: before.menus };
      const statuses = [];
      for (const who of ["staff", "listener", "guest", "admin"] as const)
        statuses.push(await statusOf(as[who].admin.appearance.save(who === "admin" ? {} : input)));
      expect(statuses).toEqual([403, 403, 401, 200]);
      expect(await read()).toEqual(before);
    });

    test("a valid theme change with a broken menu link: field errors for the link, the theme unchanged", async () => {
      const before = await read();
      const call = as.admin.admin.appearance.save({
        themes: await recoloured("#203040"),
        menus: menuWith("/no-such-page/at/all"),
      });
      expect(await fieldErrorsOf(call)).toEqual({ "menus.0.items.0.action": ["This page does not exist in the app."] });
      expect(await statusOf(as.admin.admin.appearance.save({ menus: menuWith("/no-such-page/at/all") }))).toBe(400);
      expect(await read()).toEqual(before);
    });

    test("a link to a custom page that does not exist refuses the settings and themes of the same save", async () => {
      const before = await read();
      const settings = { ...before.settings, branding: { ...before.settings.branding, site_name: "Half Saved" } };
      const call = as.admin.admin.appearance.save({
        settings,
        themes: await recoloured("#304050"),
        menus: menuWith("/pages/never-written"),
      });
      expect(await fieldErrorsOf(call)).toEqual({ "menus.0.items.0.action": ["No custom page has this address."] });
      expect(
        await statusOf(as.admin.admin.appearance.save({ settings, menus: menuWith("/pages/never-written") })),
      ).toBe(422);
      expect(await read()).toEqual(before);
    });

    test("errors in several slices come back together, keyed by slice", async () => {
      const before = await read();
      const themes = await recoloured("not a colour");
      const fields = await fieldErrorsOf(
        as.admin.admin.appearance.save({
          settings: { ...before.settings, landing: { ...before.settings.landing, title: "" } },
          themes,
          menus: menuWith("javascript:alert(1)"),
        }),
      );
      expect(Object.keys(fields).sort()).toEqual([
        "menus.0.items.0.action",
        "settings.landing.title",
        "themes.0.values.--bb-color-bg",
      ]);
      expect(await read()).toEqual(before);
    });

    test("a valid save writes every slice at once and everyone's bootstrap data follows", async () => {
      const before = await read();
      const settings = { ...before.settings, branding: { ...before.settings.branding, site_name: "All Saved" } };
      const themes = await recoloured("#405060");
      const menus = [...before.menus, ...menuWith("/search")];
      const result = await as.admin.admin.appearance.save({ settings, themes, menus });
      expect(result.settings.branding.site_name).toBe("All Saved");
      expect(result.themes[0]?.values["--bb-color-bg"]).toBe("#405060");
      expect(result.menus.at(-1)?.id).toBe("save-test");
      expect(await read()).toEqual(result);
      const ctx = await createApiContext(h.services, new Request("http://backbeat.test/"), { ip: null });
      const bootstrap = await bootstrapFor(ctx, ctx.viewer);
      expect(bootstrap.branding.site_name).toBe("All Saved");
      expect(bootstrap.themes[0]?.values["--bb-color-bg"]).toBe("#405060");
      expect(bootstrap.menus.map((m) => m.id)).toContain("save-test");
      // Only the slices sent are written: a save of the menus alone leaves the rest as it is.
      const menusOnly = await as.admin.admin.appearance.save({ menus: before.menus });
      expect(menusOnly.menus).toEqual(before.menus);
      expect(menusOnly.settings.branding.site_name).toBe("All Saved");
      await as.admin.admin.appearance.save({ settings: before.settings, themes: before.themes });
      expect(await read()).toEqual(before);
    });
  });
}
