import { assertAdminPermission } from "../admin/datatables.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { AD_SLOTS, type AdSlotConfig, type AdSlotName, EMPTY_AD, type ParsedAdSlotInput } from "./schemas.ts";

/**
 * Ads are settings rows named `ads.<slot>` (docs/spec/2-product-areas.md §9), public like the rest of the site's
 * settings so every page can place them from the bootstrap data without another request.
 */
export async function listAdSlots(
  services: CoreServices,
  viewer: Viewer,
): Promise<{ slot: AdSlotName; config: AdSlotConfig }[]> {
  assertAdminPermission(viewer, "settings.update");
  const settings = await services.settings.snapshot();
  return AD_SLOTS.map((slot) => ({
    slot,
    config: { ...EMPTY_AD, ...settings.get(`ads.${slot}`) },
  }));
}

export async function saveAdSlot(services: CoreServices, viewer: Viewer, { slot, ...config }: ParsedAdSlotInput) {
  assertAdminPermission(viewer, "settings.update");
  await services.settings.save([{ name: `ads.${slot}`, value: config }]);
  return { slot, config };
}
