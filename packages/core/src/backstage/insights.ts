import { insightsRepo } from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden, unauthenticated } from "../errors.ts";
import { checkPermission } from "../permissions/check.ts";
import { type ItemInsights, itemInsights } from "../reports/service.ts";

/**
 * An artist's insights of their own track, album or artist profile; an admin sees any item's.
 * A guest is asked to sign in; anyone else gets 403 for an item that is not theirs and for an
 * unknown id alike, so ids of other artists' items cannot be probed.
 */
export function backstageItemInsights(
  services: CoreServices,
  viewer: Viewer,
  input: Parameters<typeof itemInsights>[2],
): Promise<ItemInsights> {
  return itemInsights(services, viewer, input, async (item) => {
    if (!viewer.user) throw unauthenticated();
    if (checkPermission(viewer, "admin.access") === "allowed") return;
    if (!(await insightsRepo.ownsItem(services.db, viewer.user.id, item))) throw forbidden();
  });
}
