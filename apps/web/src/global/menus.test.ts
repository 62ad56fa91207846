import { expect, test } from "bun:test";
import { isExternalAction, isMenuItemVisible, type MenuViewer, menuItemsFor, resolveMenuAction } from "./menus.ts";

const base = { id: "x", label: "X", type: "route", action: "/x" };
const guest: MenuViewer = {
  user: null,
  guestRole: { id: 3, permissions: [{ name: "music.view" }] },
  settings: { billing: { enable: false } },
};
const user = (extra: Partial<NonNullable<MenuViewer["user"]>> = {}): MenuViewer => ({
  user: {
    id: 42,
    roles: [{ id: 2 }],
    permissions: [{ name: "music.view" }, { name: "music.create" }],
    subscriptions: [],
    ...extra,
  },
  guestRole: guest.guestRole,
  settings: { billing: { enable: true }, i18n: { enable: true }, "flat.key": "yes" },
});

test("an item without rules is visible to everyone", () => {
  expect(isMenuItemVisible(base, guest)).toBe(true);
  expect(isMenuItemVisible(base, user())).toBe(true);
});

test("all listed roles are required; guests have the guest role", () => {
  expect(isMenuItemVisible({ ...base, roles: [2] }, user())).toBe(true);
  expect(isMenuItemVisible({ ...base, roles: [2, 5] }, user())).toBe(false);
  expect(isMenuItemVisible({ ...base, roles: [2, 5] }, user({ roles: [{ id: 2 }, { id: 5 }] }))).toBe(true);
  expect(isMenuItemVisible({ ...base, roles: [3] }, guest)).toBe(true);
  expect(isMenuItemVisible({ ...base, roles: [2] }, guest)).toBe(false);
});

test("all listed permissions are required; admin passes every permission", () => {
  expect(isMenuItemVisible({ ...base, permissions: ["music.create"] }, user())).toBe(true);
  expect(isMenuItemVisible({ ...base, permissions: ["music.create", "admin.access"] }, user())).toBe(false);
  expect(
    isMenuItemVisible({ ...base, permissions: ["admin.access"] }, user({ permissions: [{ name: "admin" }] })),
  ).toBe(true);
  expect(isMenuItemVisible({ ...base, permissions: ["music.view"] }, guest)).toBe(true);
  expect(isMenuItemVisible({ ...base, permissions: ["music.create"] }, guest)).toBe(false);
});

test("all listed settings must match (dotted paths into nested settings)", () => {
  expect(isMenuItemVisible({ ...base, settings: { "billing.enable": true } }, user())).toBe(true);
  expect(isMenuItemVisible({ ...base, settings: { "billing.enable": true } }, guest)).toBe(false);
  expect(isMenuItemVisible({ ...base, settings: { "billing.enable": true, "i18n.enable": false } }, user())).toBe(
    false,
  );
  expect(isMenuItemVisible({ ...base, settings: { "billing.enable": "1" } }, user())).toBe(true);
  expect(isMenuItemVisible({ ...base, settings: { "flat.key": "yes" } }, user())).toBe(true);
  expect(isMenuItemVisible({ ...base, settings: { "missing.key": true } }, user())).toBe(false);
});

test("subscription status: subscribed needs an active subscription, unsubscribed needs none", () => {
  const subscribed = user({ subscriptions: [{ active: true, valid: true }] });
  const lapsed = user({ subscriptions: [{ active: false, valid: false }] });
  expect(isMenuItemVisible({ ...base, subscriptionStatus: "subscribed" }, subscribed)).toBe(true);
  expect(isMenuItemVisible({ ...base, subscriptionStatus: "subscribed" }, lapsed)).toBe(false);
  expect(isMenuItemVisible({ ...base, subscriptionStatus: "subscribed" }, guest)).toBe(false);
  expect(isMenuItemVisible({ ...base, subscriptionStatus: "unsubscribed" }, lapsed)).toBe(true);
  expect(isMenuItemVisible({ ...base, subscriptionStatus: "unsubscribed" }, subscribed)).toBe(false);
  expect(isMenuItemVisible({ ...base, subscriptionStatus: "unsubscribed" }, guest)).toBe(true);
});

test("the user-id token in actions is replaced", () => {
  expect(resolveMenuAction("/user/{user_id}/profile", 42)).toBe("/user/42/profile");
  expect(resolveMenuAction("/u/{{user.id}}", 7)).toBe("/u/7");
  expect(resolveMenuAction("/u/%user_id%", 7)).toBe("/u/7");
  expect(resolveMenuAction("/u/:userId/x", 7)).toBe("/u/7/x");
  expect(resolveMenuAction("/plain", 7)).toBe("/plain");
});

test("absolute links are external, paths are in-app", () => {
  expect(isExternalAction("https://example.com")).toBe(true);
  expect(isExternalAction("//cdn.example.com/a")).toBe(true);
  expect(isExternalAction("mailto:a@b.c")).toBe(true);
  expect(isExternalAction("/library")).toBe(false);
  expect(isExternalAction("pricing")).toBe(false);
});

test("menuItemsFor collects visible items of menus at a position", () => {
  const menus = [
    {
      id: "a",
      positions: ["sidebar-primary", "mobile-bottom"],
      items: [base, { ...base, id: "admin", permissions: ["admin.access"] }],
    },
    { id: "b", positions: ["footer"], items: [{ ...base, id: "f", action: "/u/{user_id}" }] },
    { id: "c", positions: ["sidebar-primary"], items: [{ ...base, id: "c1" }] },
  ];
  expect(menuItemsFor(menus, "sidebar-primary", user()).map((i) => i.id)).toEqual(["x", "c1"]);
  expect(menuItemsFor(menus, "footer", user()).map((i) => i.action)).toEqual(["/u/42"]);
  expect(menuItemsFor(menus, "landing-page-navbar", user())).toEqual([]);
});
