import type { Visibility } from "@backbeat/db";
import type { Viewer } from "../context.ts";
import { hasPermission } from "../permissions/check.ts";

export function visibilityOf(viewer: Viewer): Visibility {
  return { userId: viewer.user?.id ?? null, admin: hasPermission(viewer, "admin") };
}
