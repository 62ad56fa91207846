import { expect, test } from "bun:test";
import { type AccessViewer, isSubscribed, routeDecision, viewerCan } from "./access.ts";

const user = (permissions: string[], subscriptions: { valid: boolean }[] = []): AccessViewer["user"] => ({
  permissions: permissions.map((name) => ({ name })),
  subscriptions,
});
const viewer = (over: Partial<AccessViewer> = {}): AccessViewer => ({
  user: null,
  guest_role: { permissions: [{ name: "music.view" }] },
  settings: { billing: { enable: false } },
  ...over,
});

test("admin passes every check; guests use the guest role", () => {
  expect(viewerCan(viewer({ user: user(["admin"]) }), "settings.update")).toBe(true);
  expect(viewerCan(viewer({ user: user(["music.view"]) }), "music.create")).toBe(false);
  expect(viewerCan(viewer(), "music.view")).toBe(true);
  expect(viewerCan(viewer(), "music.create")).toBe(false);
  expect(viewerCan(viewer({ guest_role: null }), "music.view")).toBe(false);
});

test("subscribed means a subscription with valid true", () => {
  expect(isSubscribed(viewer({ user: user([], [{ valid: false }]) }))).toBe(false);
  expect(isSubscribed(viewer({ user: user([], [{ valid: false }, { valid: true }]) }))).toBe(true);
});

test("route guard: a missing login goes to /login and comes back", () => {
  expect(routeDecision(viewer(), {}, "/account-settings?x=1")).toEqual({
    kind: "redirect",
    to: "/login?redirect=%2Faccount-settings%3Fx%3D1",
  });
  // A guest holding the permission passes a route that does not require login; one lacking it logs in.
  expect(routeDecision(viewer(), { permission: "music.view", requireLogin: false }, "/x")).toEqual({ kind: "allow" });
  expect(routeDecision(viewer(), { permission: "music.create", requireLogin: false }, "/x").kind).toBe("redirect");
  expect(routeDecision(viewer({ user: user([]) }), {}, "/x")).toEqual({ kind: "allow" });
});

test("route guard: lacking the permission goes to /pricing with billing on and no subscription, else /404", () => {
  const lacking = user(["music.view"]);
  expect(routeDecision(viewer({ user: lacking }), { permission: "music.create" }, "/upload")).toEqual({
    kind: "redirect",
    to: "/404",
  });
  const billing = { billing: { enable: true } };
  expect(
    routeDecision(viewer({ user: lacking, settings: billing }), { permission: "music.create" }, "/upload"),
  ).toEqual({
    kind: "redirect",
    to: "/pricing",
  });
  const subscribed = user(["music.view"], [{ valid: true }]);
  expect(
    routeDecision(viewer({ user: subscribed, settings: billing }), { permission: "music.create" }, "/upload"),
  ).toEqual({ kind: "redirect", to: "/404" });
  expect(
    routeDecision(viewer({ user: user(["admin"]), settings: billing }), { permission: "music.create" }, "/upload"),
  ).toEqual({ kind: "allow" });
});
