import { expect, test } from "bun:test";
import type { BootstrapData } from "@backbeat/api/types";
import { accountMenuEntries, hasValidSubscription } from "./account-menu-items.ts";

type Data = Pick<BootstrapData, "user" | "menus" | "guest_role" | "settings">;

function data(user: Partial<NonNullable<BootstrapData["user"]>> | null, menus: BootstrapData["menus"] = []): Data {
  return {
    user: user
      ? ({
          id: 7,
          name: "Ann Lee",
          image: null,
          roles: [{ id: 2, name: "users" }],
          permissions: [{ name: "music.view" }],
          subscriptions: [],
          ...user,
        } as NonNullable<BootstrapData["user"]>)
      : null,
    menus,
    guest_role: { id: 3, permissions: [] },
    settings: { base_url: "", billing: { enable: true } },
  };
}

const authDropdown: BootstrapData["menus"] = [
  {
    id: "account",
    name: "Account",
    positions: ["auth-dropdown"],
    items: [
      { id: "upload", label: "Upload", type: "route", action: "/backstage/upload", permissions: ["music.create"] },
      { id: "mine", label: "My page", type: "route", action: "/u/{user_id}" },
      { id: "docs", label: "Help", type: "link", action: "https://help.example.com" },
      { id: "pro", label: "Go pro", type: "route", action: "/pricing", subscriptionStatus: "unsubscribed" },
    ],
  },
  {
    id: "side",
    name: "Sidebar",
    positions: ["sidebar-primary"],
    items: [{ id: "home", label: "Home", type: "route", action: "/" }],
  },
];

test("guests get no account menu", () => {
  expect(accountMenuEntries(data(null, authDropdown))).toEqual([]);
});

test("the menu opens with the user's profile page and ends with account settings", () => {
  const entries = accountMenuEntries(data({}));
  expect(entries.map((e) => [e.id, e.href])).toEqual([
    ["profile", "/user/7/ann-lee"],
    ["account-settings", "/account-settings"],
  ]);
});

test("Downloads follows the profile where downloads are on, and is absent where they are off", () => {
  const ids = (enable_download: boolean) =>
    accountMenuEntries({ ...data({}), settings: { base_url: "", player: { enable_download } } }).map((e) => e.id);
  expect(ids(true)).toEqual(["profile", "downloads", "account-settings"]);
  expect(ids(false)).toEqual(["profile", "account-settings"]);
});

test("/billing is offered to subscribers only: a subscription that is valid", () => {
  const ids = (subs: { valid: boolean; active: boolean }[]) =>
    accountMenuEntries(data({ subscriptions: subs })).map((e) => e.id);
  expect(ids([])).not.toContain("billing");
  expect(ids([{ valid: false, active: false }])).not.toContain("billing");
  expect(ids([{ valid: true, active: true }])).toContain("billing");
  expect(accountMenuEntries(data({ subscriptions: [{ valid: true, active: true }] }))[1]?.href).toBe("/billing");
  expect(hasValidSubscription(null)).toBe(false);
});

test("auth-dropdown items follow the visibility rules, user tokens and external links", () => {
  const listener = accountMenuEntries(data({}, authDropdown));
  expect(listener.map((e) => e.id)).toEqual(["profile", "menu-mine", "menu-docs", "menu-pro", "account-settings"]);
  expect(listener.find((e) => e.id === "menu-mine")?.href).toBe("/u/7");
  expect(listener.find((e) => e.id === "menu-docs")).toMatchObject({
    href: "https://help.example.com",
    external: true,
  });
  expect(listener.find((e) => e.id === "menu-mine")?.external).toBe(false);

  const creator = accountMenuEntries(
    data(
      { permissions: [{ name: "music.create" }], subscriptions: [{ valid: true, active: true }] } as never,
      authDropdown,
    ),
  );
  expect(creator.map((e) => e.id)).toEqual([
    "profile",
    "billing",
    "menu-upload",
    "menu-mine",
    "menu-docs",
    "backstage",
    "account-settings",
  ]);
});

test("backstage: artists open their overview, listeners who may ask to become one their requests", () => {
  const backstage = (permissions: string[]) =>
    accountMenuEntries(data({ permissions: permissions.map((name) => ({ name })) } as never)).find(
      (e) => e.id === "backstage",
    )?.href;
  expect(backstage(["music.view", "music.create", "backstageRequests.create"])).toBe("/backstage");
  expect(backstage(["music.view", "backstageRequests.create"])).toBe("/backstage/requests");
  expect(backstage(["music.view"])).toBeUndefined();
  expect(backstage(["admin"])).toBe("/backstage");
});

test("a page the auth-dropdown menu already links to is offered once, in the menu's words", () => {
  // The default auth-dropdown menu links listeners to their artist requests.
  const requests: BootstrapData["menus"] = [
    {
      id: "auth-dropdown",
      name: "Account menu",
      positions: ["auth-dropdown"],
      items: [
        {
          id: "auth-backstage",
          label: "Artist requests",
          type: "route",
          action: "/backstage/requests",
          permissions: ["backstageRequests.create"],
        },
      ],
    },
  ];
  const listener = accountMenuEntries(
    data({ permissions: [{ name: "music.view" }, { name: "backstageRequests.create" }] } as never, requests),
  );
  const toRequests = listener.filter((e) => e.href === "/backstage/requests");
  expect(toRequests.map((e) => e.label)).toEqual(["Artist requests"]);
  expect(listener.map((e) => e.id)).toEqual(["profile", "menu-auth-backstage", "account-settings"]);
});
