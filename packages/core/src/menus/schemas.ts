import { z } from "zod";
import { text } from "../validation.ts";
import { isAppRoute, isExternalLink } from "./routes.ts";
import { menuPositions } from "./types.ts";

export { menuPositions };

/**
 * Menus as the appearance editor saves them (docs/spec/1-platform-foundation.md "Menu", docs/spec/2-product-areas.md §2 menus). Browser-safe: the
 * editor checks each item with the rules the server applies; the server also checks that roles,
 * permissions and custom pages named by an item exist.
 */
export const MAX_MENUS = 20;
export const MAX_MENU_ITEMS = 50;

const id = z
  .string({ error: "This field is required." })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "Use letters, digits, dashes and underscores (at most 64).");

/** Only these setting values may gate an item: simple flags and names. */
const settingValue = z.union([z.boolean(), z.number(), text({ max: 100 })]);

export const menuItemSchema = z
  .object({
    id,
    label: text({ max: 60, min: 1, label: "label" }),
    type: z.enum(["route", "link"], { error: "Choose a page of the site or a web address." }),
    action: text({ max: 1000, min: 1, label: "link" }),
    target: z.enum(["_blank", "_self"]).optional(),
    icon: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, "Choose an icon from the list.")
      .optional(),
    roles: z.array(z.number().int().positive()).max(20).optional(),
    permissions: z
      .array(z.string().regex(/^[A-Za-z][A-Za-z_.]{0,59}$/, "Choose permissions from the list."))
      .max(20)
      .optional(),
    settings: z
      .record(z.string().regex(/^[a-z_][a-z0-9_.]{0,79}$/), settingValue)
      .refine((s) => Object.keys(s).length <= 10, "At most 10 setting conditions.")
      .optional(),
    subscriptionStatus: z.enum(["subscribed", "unsubscribed"]).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.type === "route" && !isAppRoute(item.action))
      ctx.addIssue({ code: "custom", path: ["action"], message: "This page does not exist in the app." });
    if (item.type === "link" && !isExternalLink(item.action))
      ctx.addIssue({
        code: "custom",
        path: ["action"],
        message: "Enter a full web address such as https://example.com.",
      });
  });

export const menuSchema = z.object({
  id,
  name: text({ max: 60, min: 1, label: "name" }),
  positions: z
    .array(z.enum(menuPositions, { error: "Choose positions from the list." }))
    .max(menuPositions.length)
    .refine((p) => new Set(p).size === p.length, "A position is listed twice."),
  items: z.array(menuItemSchema).max(MAX_MENU_ITEMS, `A menu may hold at most ${MAX_MENU_ITEMS} items.`),
});

/** Every menu, saved at once (a settings value). Menu ids and item ids are unique across all menus. */
export const menusSaveInput = z
  .array(menuSchema)
  .max(MAX_MENUS, `There may be at most ${MAX_MENUS} menus.`)
  .superRefine((menus, ctx) => {
    const menuIds = new Set<string>();
    const itemIds = new Set<string>();
    menus.forEach((menu, m) => {
      if (menuIds.has(menu.id)) ctx.addIssue({ code: "custom", path: [m, "id"], message: "Another menu has this id." });
      menuIds.add(menu.id);
      menu.items.forEach((item, i) => {
        if (itemIds.has(item.id))
          ctx.addIssue({ code: "custom", path: [m, "items", i, "id"], message: "Another menu item has this id." });
        itemIds.add(item.id);
      });
    });
  });
export type MenusSaveInput = z.input<typeof menusSaveInput>;
