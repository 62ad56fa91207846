import { expect, test } from "bun:test";
import { defaultMenus } from "./defaults.ts";
import { menuPositions } from "./types.ts";

test("every default menu sits at known positions, and the account menu has one (auth-dropdown)", () => {
  expect(menuPositions).toContain("auth-dropdown");
  for (const menu of defaultMenus) for (const p of menu.positions) expect(menuPositions).toContain(p);
  const account = defaultMenus.filter((m) => m.positions.includes("auth-dropdown"));
  expect(account).toHaveLength(1);
  // Its links are gated by permission, so a plain listener sees only the built-in entries.
  for (const item of account[0]?.items ?? []) expect(item.permissions?.length).toBeGreaterThan(0);
});

test("menu item ids are unique across the default menus", () => {
  const ids = defaultMenus.flatMap((m) => m.items.map((i) => i.id));
  expect(new Set(ids).size).toBe(ids.length);
});
