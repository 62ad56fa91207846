import type { Page } from "@playwright/test";
import { trpcMutation as mutate, trpcQuery as query } from "../fixtures.ts";

/**
 * Site-wide state a spec changes on the one server every spec shares (settings, ad slots,
 * themes, menus, channels). Each `keep…` reads the current value through the admin procedures
 * and returns a function that writes it back; call it in a `finally` so a failing test leaves
 * nothing behind for the specs running beside it.
 */
type Restore = () => Promise<void>;

type SettingsTabs = Record<string, Record<string, unknown>>;

/**
 * One settings tab as it is now, or only the named groups of it (`homepage` of `general`), so
 * the restore leaves alone what other specs change in the same tab meanwhile. Secrets stay as
 * saved: a blank one keeps its value.
 */
export async function keepSettings(page: Page, tab: string, ...groups: string[]): Promise<Restore> {
  const read = async () => (await query<{ tabs: SettingsTabs }>(page, "admin.settings.all")).tabs[tab] ?? {};
  const saved = await read();
  return async () => {
    const values = groups.length ? { ...(await read()), ...pick(saved, groups) } : saved;
    await mutate(page, "admin.settings.save", { tab, values });
  };
}

const pick = (values: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => keys.includes(key)));

/** The given ad slots as they are now. */
export async function keepAdSlots(page: Page, ...slots: string[]): Promise<Restore> {
  const saved = await query<{ slot: string; config: Record<string, unknown> }[]>(page, "admin.ads.list");
  return async () => {
    for (const { slot, config } of saved.filter((s) => slots.includes(s.slot)))
      await mutate(page, "admin.ads.save", { slot, ...config });
  };
}

/** Every theme as it is now. */
export async function keepThemes(page: Page): Promise<Restore> {
  const saved = await query<unknown[]>(page, "admin.themes.list");
  return () => mutate(page, "admin.themes.save", saved);
}

/** Every menu as it is now. */
export async function keepMenus(page: Page): Promise<Restore> {
  const saved = await query<unknown[]>(page, "admin.menus.list");
  return () => mutate(page, "admin.menus.save", saved);
}

type ChannelEdit = {
  channel: Record<string, unknown> & { id: number; slug: string };
  items: { item_type: string; item_id: number }[];
};

/** A channel's name, rule and items as they are now. */
export async function keepChannel(page: Page, slugOrId: string): Promise<Restore> {
  const { channel, items } = await query<ChannelEdit>(page, "admin.channels.get", { slugOrId });
  const { updated_at: _updated, is_home: _home, ...fields } = channel;
  return () =>
    mutate(page, "admin.channels.save", {
      ...fields,
      items: items.map(({ item_type, item_id }) => ({ item_type, item_id })),
    });
}

/** Removes a channel a test made. */
export function deleteChannel(page: Page, id: number): Promise<void> {
  return mutate(page, "admin.channels.delete", { id });
}

/** Removes a language a test added. */
export function deleteLocalization(page: Page, id: number): Promise<void> {
  return mutate(page, "admin.localizations.delete", { id });
}

/** Removes a plan a test made, so the public pricing page shows only the site's own plans. */
export function deletePlan(page: Page, id: number): Promise<void> {
  return mutate(page, "admin.datatable.delete", { resource: "plans", ids: [id] });
}
