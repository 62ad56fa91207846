import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { darkThemeValues, lightThemeValues, type Menu } from "@backbeat/core";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { type callerFor, fieldErrorsOf, permissionMatrixCallers, statusOf } from "../../testing/admin-matrix.ts";
import { createHarness, type Harness } from "../../testing/harness.ts";

type Caller = Awaited<ReturnType<typeof callerFor>>;
type Who = "admin" | "staff" | "listener" | "guest";
const expected: Record<Who, number> = { admin: 200, staff: 403, listener: 403, guest: 401 };

const item = (id: string, action: string, extra: Partial<Menu["items"][number]> = {}) => ({
  id,
  label: id,
  type: "route" as const,
  action,
  ...extra,
});

for (const kind of testDatabaseKinds) {
  describe(`appearance themes and menus on ${kind}`, () => {
    let h: Harness;
    const as = {} as Record<Who, Caller>;

    beforeAll(async () => {
      h = await createHarness(kind);
      Object.assign(as, await permissionMatrixCallers(h, "appearance"));
    }, 60_000);
    afterAll(async () => {
      await h.close();
    });

    test("every theme and menu call: admin 200, admin.access without appearance.update 403, listener 403, guest 401", async () => {
      const themes = await as.admin.admin.themes.list();
      const menus = await as.admin.admin.menus.list();
      for (const who of ["guest", "listener", "staff", "admin"] as const) {
        const c = as[who];
        expect(await statusOf(c.admin.themes.list()), who).toBe(expected[who]);
        expect(await statusOf(c.admin.themes.save(themes)), who).toBe(expected[who]);
        expect(await statusOf(c.admin.menus.list()), who).toBe(expected[who]);
        expect(await statusOf(c.admin.menus.save(menus)), who).toBe(expected[who]);
        expect(await statusOf(c.admin.menus.options()), who).toBe(expected[who]);
      }
      // A refused save changed nothing.
      expect(await as.admin.admin.themes.list()).toEqual(themes);
    });

    test("themes: create, duplicate, edit, switch defaults and delete in one save; the bootstrap data follows", async () => {
      const [light, dark] = await as.admin.admin.themes.list();
      if (!light || !dark) throw new Error("two default themes expected");
      const saved = await as.admin.admin.themes.save([
        {
          ...light,
          values: { ...light.values, "--bb-color-primary": "#0a7d4f" },
          font: { family: "Manrope Variable" },
        },
        { ...dark },
        { ...light, id: -1, name: "Paper", default_light: false },
        { ...dark, id: undefined, name: "Midnight", default_dark: false },
      ]);
      expect(saved.map((t) => t.name)).toEqual(["Light", "Dark", "Paper", "Midnight"]);
      expect(saved[0]?.values["--bb-color-primary"]).toBe("#0a7d4f");
      expect(saved[0]?.font).toEqual({ family: "Manrope Variable" });
      const paper = saved[2];
      const midnight = saved[3];
      if (!paper || !midnight) throw new Error("new themes expected");
      expect(paper.id).toBeGreaterThan(dark.id);

      // Midnight becomes the dark default; the old Dark theme is deleted.
      const next = await as.admin.admin.themes.save([
        saved[0] as (typeof saved)[number],
        paper,
        { ...midnight, default_dark: true },
      ]);
      expect(next.map((t) => [t.name, t.default_light, t.default_dark])).toEqual([
        ["Light", true, false],
        ["Paper", false, false],
        ["Midnight", false, true],
      ]);
      const bootstrap = await as.guest.session.bootstrap();
      expect(bootstrap.themes.map((t) => t.name)).toEqual(["Light", "Paper", "Midnight"]);
      expect(bootstrap.themes[0]?.values["--bb-color-primary"]).toBe("#0a7d4f");
    });

    test("themes: invalid colours, sizes, fonts and defaults are field errors and nothing is saved", async () => {
      const before = await as.admin.admin.themes.list();
      const [first, ...rest] = before;
      if (!first) throw new Error("a theme expected");
      const broken = (values: Record<string, string>, extra: object = {}) => [
        { ...first, values: { ...first.values, ...values }, ...extra },
        ...rest,
      ];
      expect(await fieldErrorsOf(as.admin.admin.themes.save(broken({ "--bb-color-bg": "#12345" })))).toEqual({
        "0.values.--bb-color-bg": ["Enter a colour such as #1f1f2e, rgb(31 31 46) or hsl(240 20% 15%)."],
      });
      expect(
        Object.keys(await fieldErrorsOf(as.admin.admin.themes.save(broken({ "--bb-color-fg": "red; x: y" })))),
      ).toEqual(["0.values.--bb-color-fg"]);
      expect(
        Object.keys(await fieldErrorsOf(as.admin.admin.themes.save(broken({ "--bb-radius-md": "10 px" })))),
      ).toEqual(["0.values.--bb-radius-md"]);
      expect(
        Object.keys(
          await fieldErrorsOf(as.admin.admin.themes.save(broken({ "--bb-shadow-sm": "0 0 1px red</style>" }))),
        ),
      ).toEqual(["0.values.--bb-shadow-sm"]);
      expect(
        Object.keys(await fieldErrorsOf(as.admin.admin.themes.save(broken({}, { font: { family: "Comic Sans MS" } })))),
      ).toEqual(["0.font.family"]);
      const missing = { ...first.values };
      delete missing["--bb-color-primary"];
      expect(
        Object.keys(await fieldErrorsOf(as.admin.admin.themes.save([{ ...first, values: missing }, ...rest]))),
      ).toEqual(["0.values.--bb-color-primary"]);
      // Two light defaults, or none.
      expect(
        await fieldErrorsOf(as.admin.admin.themes.save(before.map((t) => ({ ...t, default_light: !t.is_dark })))),
      ).toEqual({ _: ["Choose one default light theme."] });
      expect(
        await fieldErrorsOf(as.admin.admin.themes.save(before.map((t) => ({ ...t, default_dark: false })))),
      ).toEqual({
        _: ["Choose one default dark theme."],
      });
      expect(await fieldErrorsOf(as.admin.admin.themes.save([]))).toEqual({ _: ["Keep at least one theme."] });
      // A dark theme as the light default.
      const darkDefault = before.map((t) => ({ ...t, is_dark: t.default_light ? true : t.is_dark }));
      expect(Object.keys(await fieldErrorsOf(as.admin.admin.themes.save(darkDefault)))).toContain("0.default_light");
      // A theme deleted elsewhere meanwhile.
      expect(
        await fieldErrorsOf(
          as.admin.admin.themes.save([...before, { ...first, id: 999_999, default_light: false, default_dark: false }]),
        ),
      ).toEqual({
        [`${before.length}.id`]: ["This theme no longer exists. Reload the editor."],
      });
      expect(await as.admin.admin.themes.list()).toEqual(before);
    });

    test("menus: items save with icons, roles, permissions and subscription status and reach the bootstrap data", async () => {
      const menus = await as.admin.admin.menus.list();
      const primary = menus.find((m) => m.positions.includes("sidebar-primary"));
      if (!primary) throw new Error("a primary menu expected");
      const next = menus.map((m) =>
        m.id === primary.id
          ? {
              ...m,
              items: [
                item("charts", "/library/history", { icon: "history", label: "Recently played" }),
                ...m.items,
                item("blog", "https://blog.example.com/news?x=1", { type: "link", target: "_blank" as const }),
                item("pro", "/pricing", { permissions: ["music.view"], subscriptionStatus: "unsubscribed" as const }),
              ],
            }
          : m,
      );
      const saved = await as.admin.admin.menus.save(next);
      expect(saved.find((m) => m.id === primary.id)?.items.map((i) => i.id)).toEqual([
        "charts",
        ...primary.items.map((i) => i.id),
        "blog",
        "pro",
      ]);
      const options = await as.admin.admin.menus.options();
      expect(options.roles.length).toBeGreaterThan(0);
      expect(options.permissions.map((p) => p.name)).toContain("appearance.update");
      const bootstrap = await as.guest.session.bootstrap();
      const served = bootstrap.menus.find((m) => m.id === primary.id);
      expect(served?.items[0]).toMatchObject({ id: "charts", label: "Recently played", action: "/library/history" });
      expect(await as.admin.admin.menus.list()).toEqual(saved);
    });

    test("menus: broken links, unknown roles, permissions and pages, duplicate ids and bad positions are refused whole", async () => {
      const before = await as.admin.admin.menus.list();
      const withItem = (extra: object) => [
        { id: "m1", name: "Test", positions: ["sidebar-secondary"], items: [{ ...item("x", "/search"), ...extra }] },
      ];
      const errorsOf = (menus: unknown) => fieldErrorsOf(as.admin.admin.menus.save(menus as never));
      expect(await errorsOf(withItem({ action: "/no-such-page/at/all" }))).toEqual({
        "0.items.0.action": ["This page does not exist in the app."],
      });
      expect(await errorsOf(withItem({ action: "/admin/nowhere" }))).toEqual({
        "0.items.0.action": ["This page does not exist in the app."],
      });
      expect(await errorsOf(withItem({ type: "link", action: "javascript:alert(1)" }))).toEqual({
        "0.items.0.action": ["Enter a full web address such as https://example.com."],
      });
      expect(Object.keys(await errorsOf(withItem({ type: "link", action: "https://exa mple.com" })))).toEqual([
        "0.items.0.action",
      ]);
      expect(await errorsOf(withItem({ action: "/pages/never-written" }))).toEqual({
        "0.items.0.action": ["No custom page has this address."],
      });
      expect(await errorsOf(withItem({ action: "/pages/99999999999/x" }))).toEqual({
        "0.items.0.action": ["No custom page has this address."],
      });
      expect(await errorsOf(withItem({ roles: [987_654] }))).toEqual({
        "0.items.0.roles": ["A chosen role no longer exists."],
      });
      expect(await errorsOf(withItem({ permissions: ["music.fly"] }))).toEqual({
        "0.items.0.permissions": ["Unknown permission."],
      });
      expect(Object.keys(await errorsOf(withItem({ label: "" })))).toEqual(["0.items.0.label"]);
      expect(Object.keys(await errorsOf(withItem({ label: "a\u0000b" })))).toEqual(["0.items.0.label"]);
      expect(Object.keys(await errorsOf(withItem({ icon: "<svg>" })))).toEqual(["0.items.0.icon"]);
      expect(Object.keys(await errorsOf(withItem({ subscriptionStatus: "maybe" })))).toEqual([
        "0.items.0.subscriptionStatus",
      ]);
      expect(Object.keys(await errorsOf([{ id: "m1", name: "Test", positions: ["header-top"], items: [] }]))).toEqual([
        "0.positions.0",
      ]);
      expect(
        await errorsOf([
          { id: "m1", name: "A", positions: [], items: [item("same", "/")] },
          { id: "m2", name: "B", positions: [], items: [item("same", "/search")] },
        ]),
      ).toEqual({ "1.items.0.id": ["Another menu item has this id."] });
      expect(
        Object.keys(await errorsOf(withItem({}).map((m) => ({ ...m, items: Array(51).fill(m.items[0]) })))),
      ).toContain("0.items");
      expect(await as.admin.admin.menus.list()).toEqual(before);
    });
  });
}

test("the default themes carry every token the schema asks for", () => {
  expect(Object.keys(darkThemeValues).sort()).toEqual(Object.keys(lightThemeValues).sort());
});
