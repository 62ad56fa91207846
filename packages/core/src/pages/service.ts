import { type CustomPageRow, type CustomPageWrite, customPagesRepo } from "@backbeat/db";
import { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound, validationError } from "../errors.ts";
import { text } from "../validation.ts";
import { excerpt, sanitizePageHtml } from "./sanitize.ts";
import {
  type CustomPageIdInput,
  type CustomPageUpdateInput,
  type customPageInput,
  type customPagePreviewInput,
  slugify,
} from "./schemas.ts";

/** A custom page as the admin editor and the public page see it. */
export interface CustomPage extends CustomPageWrite {
  id: number;
  created_at: string;
  updated_at: string;
}

export interface CustomPageSeo {
  title: string;
  description: string;
  /** The page's canonical address on this site. */
  url: string;
}

function pageJson(row: CustomPageRow): CustomPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    set_seo: row.set_seo,
    hide_nav: row.hide_nav,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

async function writeValues(services: CoreServices, input: z.output<typeof customPageInput>, exceptId?: number) {
  const slug = input.slug || slugify(input.title);
  if (!slug) throw validationError({ slug: ["Enter a slug: the title has no letters or numbers to make one from."] });
  if (/^\d+$/.test(slug)) throw validationError({ slug: ["The slug needs at least one letter."] });
  if (await customPagesRepo.slugTaken(services.db, slug, exceptId))
    throw validationError({ slug: ["Another page already uses this slug."] });
  return {
    slug,
    title: input.title,
    body: sanitizePageHtml(input.body),
    meta_title: input.meta_title || null,
    meta_description: input.meta_description || null,
    set_seo: input.set_seo,
    hide_nav: input.hide_nav,
  };
}

/** A unique-slug race lost to a parallel save is the same field error as the check above. */
function slugConflict(error: unknown): never {
  if (String((error as { code?: string })?.code) === "23505")
    throw validationError({ slug: ["Another page already uses this slug."] });
  throw error;
}

export async function createCustomPage(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof customPageInput>,
): Promise<CustomPage> {
  assertAdminPermission(viewer, "custom_pages.update");
  const values = await writeValues(services, input);
  const row = await customPagesRepo
    .insertCustomPage(services.db, { ...values, user_id: viewer.user?.id ?? null })
    .catch(slugConflict);
  return pageJson(row);
}

export async function updateCustomPage(
  services: CoreServices,
  viewer: Viewer,
  { id, ...rest }: CustomPageUpdateInput,
): Promise<CustomPage> {
  assertAdminPermission(viewer, "custom_pages.update");
  if (!(await customPagesRepo.findCustomPage(services.db, id))) throw notFound("This page does not exist.");
  const values = await writeValues(services, rest, id);
  const row = await customPagesRepo.updateCustomPage(services.db, id, values).catch(slugConflict);
  if (!row) throw notFound("This page does not exist.");
  return pageJson(row);
}

/** The editor's page, read with the write permission (the editor is the only reader). */
export async function getCustomPageForEdit(services: CoreServices, viewer: Viewer, { id }: CustomPageIdInput) {
  assertAdminPermission(viewer, "custom_pages.update");
  const row = await customPagesRepo.findCustomPage(services.db, id);
  if (!row) throw notFound("This page does not exist.");
  return pageJson(row);
}

/** What the body will look like once saved, for the editor's live preview. */
export function previewCustomPageBody(
  viewer: Viewer,
  input: z.output<typeof customPagePreviewInput>,
): { html: string } {
  assertAdminPermission(viewer, "custom_pages.update");
  return { html: sanitizePageHtml(input.body) };
}

export const pageIdOrSlugInput = z.object({ idOrSlug: text({ max: 100, min: 1, label: "page" }) });
export type PageIdOrSlugInput = z.output<typeof pageIdOrSlugInput>;

/**
 * `GET custom-pages/{idOrSlug}` (docs/spec/2-product-areas.md §7): a number is an id, anything else a slug. Bodies are
 * sanitized when saved; they are sanitized again here so a row written by an older rule or by
 * hand never reaches a browser unfiltered.
 */
export async function getPublicCustomPage(
  services: CoreServices,
  { idOrSlug }: PageIdOrSlugInput,
): Promise<{ page: CustomPage; seo: CustomPageSeo }> {
  const row = /^\d{1,9}$/.test(idOrSlug)
    ? await customPagesRepo.findCustomPage(services.db, Number(idOrSlug))
    : await customPagesRepo.findCustomPageBySlug(services.db, idOrSlug.toLowerCase());
  if (!row) throw notFound("This page does not exist.");
  const page = pageJson({ ...row, body: sanitizePageHtml(row.body) });
  const base = services.config.appUrl.replace(/\/+$/, "");
  return {
    page,
    seo: {
      title: (row.set_seo && row.meta_title) || row.title,
      description: (row.set_seo && row.meta_description) || excerpt(page.body),
      url: `${base}/pages/${row.id}/${row.slug}`,
    },
  };
}
