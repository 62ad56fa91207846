import { describe, expect, test } from "bun:test";
import { checkPermission, hasPermission, mergeGrants } from "./check.ts";

const user = (permissions: { name: string; restrictions?: { name: string; value: number | null }[] }[]) => ({
  permissions: permissions.map((p) => ({ name: p.name, restrictions: p.restrictions ?? [] })),
});

describe("permission checks", () => {
  test("admin passes every check, including ones it was never granted", () => {
    expect(hasPermission(user([{ name: "admin" }]), "logs.view")).toBe(true);
    expect(checkPermission(user([{ name: "admin" }]), "music.create", { restriction: "count", count: 1e9 })).toBe(
      "allowed",
    );
  });

  test("a missing permission is no-permission", () => {
    expect(hasPermission(user([{ name: "music.view" }]), "logs.view")).toBe(false);
    expect(checkPermission(user([]), "music.create")).toBe("no-permission");
  });

  test("over-quota when the count reaches the restriction value", () => {
    const u = user([{ name: "music.create", restrictions: [{ name: "count", value: 3 }] }]);
    expect(checkPermission(u, "music.create", { restriction: "count", count: 2 })).toBe("allowed");
    expect(checkPermission(u, "music.create", { restriction: "count", count: 3 })).toBe("over-quota");
  });

  test("a restriction without a value never limits", () => {
    const u = user([{ name: "music.create", restrictions: [{ name: "count", value: null }] }]);
    expect(checkPermission(u, "music.create", { restriction: "count", count: 999 })).toBe("allowed");
  });

  test("merging grants keeps the most generous quota", () => {
    const merged = mergeGrants([
      { name: "music.create", restrictions: [{ name: "count", value: 3 }] },
      { name: "music.create", restrictions: [{ name: "count", value: 10 }] },
      { name: "music.view", restrictions: [] },
    ]);
    expect(merged).toEqual([
      { name: "music.create", restrictions: [{ name: "count", value: 10 }] },
      { name: "music.view", restrictions: [] },
    ]);
  });
});
