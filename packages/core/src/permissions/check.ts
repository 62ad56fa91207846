import type { PermissionGrant } from "@backbeat/db";

export interface PermissionHolder {
  permissions: PermissionGrant[];
}

export type PermissionResult = "allowed" | "no-permission" | "over-quota";

function grantOf(holder: PermissionHolder, name: string): PermissionGrant | undefined {
  return holder.permissions.find((p) => p.name === name);
}

/** docs/spec/1-platform-foundation.md §6: the `admin` permission passes every check. */
export function hasPermission(holder: PermissionHolder, name: string): boolean {
  return Boolean(grantOf(holder, "admin") ?? grantOf(holder, name));
}

export function restrictionValue(holder: PermissionHolder, permission: string, restriction: string) {
  return grantOf(holder, permission)?.restrictions.find((r) => r.name === restriction)?.value ?? null;
}

/**
 * Over-quota: the restriction has a value and the current count is at or above it.
 * The combined result is over-quota or no-permission (docs/spec/1-platform-foundation.md §6).
 */
export function checkPermission(
  holder: PermissionHolder,
  name: string,
  quota?: { restriction: string; count: number },
): PermissionResult {
  if (grantOf(holder, "admin")) return "allowed";
  if (!grantOf(holder, name)) return "no-permission";
  if (quota) {
    const limit = restrictionValue(holder, name, quota.restriction);
    if (limit !== null && limit !== "" && quota.count >= Number(limit)) return "over-quota";
  }
  return "allowed";
}

/** Merges grants from several roles: the most generous restriction value wins. */
export function mergeGrants(grants: PermissionGrant[]): PermissionGrant[] {
  const byName = new Map<string, PermissionGrant>();
  for (const grant of grants) {
    const existing = byName.get(grant.name);
    if (!existing) {
      byName.set(grant.name, { name: grant.name, restrictions: [...grant.restrictions] });
      continue;
    }
    for (const r of grant.restrictions) {
      const other = existing.restrictions.find((e) => e.name === r.name);
      if (!other) existing.restrictions.push({ ...r });
      else if (typeof r.value === "number" && typeof other.value === "number")
        other.value = Math.max(r.value, other.value);
    }
  }
  return [...byName.values()];
}
