import { z } from "zod";
import { text } from "../validation.ts";

/** Slugs travel in URLs (`/pages/:pageSlug`); a purely numeric one would read as an id. */
export const CUSTOM_PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CUSTOM_PAGE_BODY_MAX = 200_000;

/** The slug a title suggests: lowercase ASCII words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}

const slug = text({ max: 100, label: "slug" })
  .refine((v) => v === "" || CUSTOM_PAGE_SLUG.test(v), "Use lowercase letters, numbers and single hyphens.")
  .refine((v) => !/^\d+$/.test(v), "The slug needs at least one letter.");

export const customPageInput = z.object({
  title: text({ max: 200, min: 1, label: "title" }),
  /** Left empty, the slug is made from the title. */
  slug,
  body: text({ max: CUSTOM_PAGE_BODY_MAX, multiline: true, label: "body" }),
  meta_title: text({ max: 200, label: "SEO title" }),
  meta_description: text({ max: 500, multiline: true, label: "SEO description" }),
  set_seo: z.boolean(),
  hide_nav: z.boolean(),
});
export type CustomPageInput = z.input<typeof customPageInput>;

export const customPageId = z.number().int().positive().max(2_147_483_647);
export const customPageUpdateInput = customPageInput.extend({ id: customPageId });
export type CustomPageUpdateInput = z.output<typeof customPageUpdateInput>;
export const customPageIdInput = z.object({ id: customPageId });
export type CustomPageIdInput = z.output<typeof customPageIdInput>;
export const customPagePreviewInput = z.object({
  body: text({ max: CUSTOM_PAGE_BODY_MAX, multiline: true, label: "body" }),
});
