import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { isAbsolute } from "node:path";
import { localizationsRepo } from "@backbeat/db";
import { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import { socialServices } from "../auth/config.ts";
import { rateLimit, resetRateLimits, takeRateLimit } from "../auth/rate-limits.ts";
import { pageCache } from "../catalogue/cache.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { tooManyRequests, validationError } from "../errors.ts";
import { removeLibraryFolderTracks } from "../library-import/import.ts";
import { libraryFolderLocation, libraryScanSettings, restartLibraryScanner } from "../library-import/scanner.ts";
import { currentMailTransport, mailerFor } from "../mail/mailer.ts";
import { mediaConfigOf } from "../media/config.ts";
import { scrobblingEndpoints } from "../scrobbling/config.ts";
import { parseInput } from "../validation.ts";
import {
  EDITABLE_SETTINGS_TABS,
  type EditableSettingsTab,
  type SaveSettingsInput,
  SECRET_SETTINGS,
  settingsTabSchemas,
  type TestMailInput,
} from "./admin-schemas.ts";
import { isSettingKey, settingsRegistry } from "./registry.ts";
import type { SettingsSnapshot } from "./service.ts";

const MB = 1024 * 1024;

/** Settings stored as one object value although the form edits their parts. */
const OBJECT_SETTINGS = new Set(["recaptcha.enable", "cookie_notice.button"]);
const SECRETS = new Set<string>(SECRET_SETTINGS);
/** Never sent to browsers in the bootstrap data (the whole mail block, credentials, log policy). */
const isPrivate = (name: string) => SECRETS.has(name) || (isSettingKey(name) && settingsRegistry[name].private);

/** Form fields that are not stored as typed: sizes in MB, type lists as comma-separated text. */
const CONVERTED: Record<string, { name: string; read(v: unknown): unknown; write(v: unknown): unknown }> = {
  "uploads.max_size_mb": {
    name: "uploads.max_size",
    read: (v) => Math.max(1, Math.round(Number(v) / MB)),
    write: (v) => Number(v) * MB,
  },
  "uploads.chunk_size_mb": {
    name: "uploads.chunk_size",
    read: (v) => Math.max(5, Math.round(Number(v) / MB)),
    write: (v) => Number(v) * MB,
  },
  "registration.policies": { name: "registration.policies", read: policyRows, write: (v) => v },
  "uploads.allowed_extensions": { name: "uploads.allowed_extensions", read: listText, write: textList },
  "uploads.blocked_extensions": { name: "uploads.blocked_extensions", read: listText, write: textList },
  "library.folders": {
    name: "library.folders",
    read: (v) => (Array.isArray(v) ? v.filter((f) => typeof f === "string").join("\n") : ""),
    write: folderList,
  },
};

function folderList(value: unknown): string[] {
  return [
    ...new Set(
      String(value ?? "")
        .split("\n")
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ];
}

/** Policies as the form edits them (older rows may hold the link as a menu item object). */
function policyRows(value: unknown): { id: string; label: string; link: string }[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 5).map((p: { id?: unknown; label?: unknown; link?: unknown }) => {
    const link = p.link as string | { label?: string; action?: string } | undefined;
    return {
      id: String(p.id ?? ""),
      label: String(p.label ?? (typeof link === "object" ? (link?.label ?? "") : "")),
      link: typeof link === "string" ? link : (link?.action ?? ""),
    };
  });
}

function listText(value: unknown): string {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string").join(", ") : "";
}
function textList(value: unknown): string[] {
  return [
    ...new Set(
      String(value ?? "")
        .split(/[\s,]+/)
        .map((v) => v.trim().toLowerCase().replace(/^\./, ""))
        .filter(Boolean),
    ),
  ].slice(0, 200);
}

/** The dotted names of a tab's fields, walking its schema (object settings are one leaf). */
function fieldNames(schema: z.ZodType, prefix = ""): string[] {
  if (schema instanceof z.ZodObject && !OBJECT_SETTINGS.has(prefix)) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      fieldNames(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function readField(settings: SettingsSnapshot, name: string): unknown {
  const converted = CONVERTED[name];
  return converted ? converted.read(settings.byName(converted.name)) : settings.byName(name);
}

function setPath(target: Record<string, unknown>, name: string, value: unknown) {
  const parts = name.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1) as string] = value;
}

function getPath(source: unknown, name: string): unknown {
  let node = source;
  for (const part of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** What the deployment fixes in its environment, shown read-only beside the settings. */
async function environment(services: CoreServices) {
  const media = mediaConfigOf(services.config);
  const auth = services.config.auth;
  return {
    storageDriver: services.config.storage?.driver ?? "local",
    mail: {
      transport: await currentMailTransport(services),
      envUrl: Boolean(services.config.mail?.url),
      envFrom: services.config.mail?.from ?? "Backbeat <no-reply@backbeat.local>",
    },
    queue: {
      driver: media.queue,
      redisConfigured: Boolean(media.redisUrl),
      concurrency: media.concurrency,
      ffmpegTimeoutSeconds: Math.round(media.ffmpegTimeoutMs / 1000),
      importRoots: media.importRoots,
    },
    downloads: {
      concurrency: services.config.downloads?.concurrency ?? null,
      cacheBytes: services.config.downloads?.cacheBytes ?? null,
    },
    recaptchaEnvSecret: Boolean(auth?.recaptchaSecret),
    socialEnv: Object.fromEntries(socialServices.map((s) => [s, Boolean(auth?.social?.[s])])) as Record<
      (typeof socialServices)[number],
      boolean
    >,
    errorLogDir: services.errorLog.dir,
    debug: services.config.debug,
    scrobbling: scrobblingEndpoints(services),
  };
}

/**
 * Every tab's values for the settings screen. Secret values are never returned: the screen
 * gets `{ set: true }` for a saved one and shows a write-only field.
 */
export async function readAdminSettings(services: CoreServices, viewer: Viewer) {
  assertAdminPermission(viewer, "settings.update");
  const settings = await services.settings.snapshot();
  const tabs = {} as Record<EditableSettingsTab, Record<string, unknown>>;
  for (const tab of EDITABLE_SETTINGS_TABS) {
    const values: Record<string, unknown> = {};
    for (const name of fieldNames(settingsTabSchemas[tab]))
      setPath(values, name, SECRETS.has(name) ? "" : readField(settings, name));
    tabs[tab] = values;
  }
  const secrets = Object.fromEntries(
    SECRET_SETTINGS.map((name) => [name, { set: Boolean(settings.get(name)) }]),
  ) as Record<(typeof SECRET_SETTINGS)[number], { set: boolean }>;
  const localizations = (await localizationsRepo.listLocalizations(services.db)).map((l) => ({
    language: l.language,
    name: l.name,
  }));
  return { tabs, secrets, localizations, environment: await environment(services) };
}

/**
 * Saves one tab. The values are checked by the tab's schema; a blank secret keeps the saved
 * one. The settings cache and the page cache are dropped, so the next request (bootstrap data
 * included) sees the new values without a restart.
 */
export async function saveAdminSettings(
  services: CoreServices,
  viewer: Viewer,
  { tab, values: raw, removedFolders }: SaveSettingsInput,
) {
  assertAdminPermission(viewer, "settings.update");
  const values = parseInput(settingsTabSchemas[tab], raw);
  if (tab === "localization") {
    const locale = getPath(values, "i18n.default_locale");
    const known = await localizationsRepo.listLocalizations(services.db);
    if (!known.some((l) => l.language === locale))
      throw validationError({ "i18n.default_locale": ["Choose a language that exists."] });
  }
  let dropped: string[] = [];
  if (tab === "library") {
    const folders = folderList(getPath(values, "library.folders"));
    await checkLibraryFolders(services, folders);
    dropped = (await libraryScanSettings(services)).folders.filter((f) => !folders.includes(f));
    // The screen asks; a caller that did not is told to, rather than guessed for.
    if (dropped.length && !removedFolders)
      throw validationError({
        "library.folders": ["Say whether the tracks of the removed folders are kept or removed."],
      });
  }
  const rows: { name: string; value: unknown; private?: boolean }[] = [];
  for (const field of fieldNames(settingsTabSchemas[tab])) {
    let value = getPath(values, field);
    if (SECRETS.has(field) && (value === undefined || value === "")) continue;
    const converted = CONVERTED[field];
    const name = converted?.name ?? field;
    if (converted) value = converted.write(value);
    rows.push({ name, value, private: isPrivate(name) });
  }
  await services.settings.save(rows);
  pageCache(services.db).clear();
  if (tab === "library") {
    await restartLibraryScanner(services);
    if (removedFolders === "remove") for (const folder of dropped) await removeLibraryFolderTracks(services, folder);
  }
  return readAdminSettings(services, viewer);
}

/** Each library folder must exist, be readable, and lie inside IMPORT_ROOTS when those are set. */
async function checkLibraryFolders(services: CoreServices, folders: string[]): Promise<void> {
  if (folders.length > 50) throw validationError({ "library.folders": ["At most 50 library folders."] });
  const errors: string[] = [];
  for (const folder of folders) {
    if (!isAbsolute(folder)) {
      errors.push(`${folder}: give the full path of the folder.`);
      continue;
    }
    const location = await libraryFolderLocation(services, folder).catch(() => null);
    const readable = location
      ? await access(location.path, constants.R_OK | constants.X_OK).then(
          () => true,
          () => false,
        )
      : false;
    if (!location || !readable)
      errors.push(
        mediaConfigOf(services.config).importRoots.length
          ? `${folder}: not a readable folder inside the library roots (IMPORT_ROOTS).`
          : `${folder}: not a readable folder.`,
      );
  }
  if (errors.length) throw validationError({ "library.folders": errors });
}

/** The cache tab's button: settings and catalogue page data are read again from the database. */
export async function clearAdminCaches(services: CoreServices, viewer: Viewer) {
  assertAdminPermission(viewer, "settings.update");
  services.settings.invalidate();
  pageCache(services.db).clear();
  return { cleared: true };
}

/** A few test mails a minute per admin: enough to try a setting, too few to spam with. */
const TEST_MAIL_LIMIT = rateLimit("test-mail", 5, 60_000);

/** Tests start each run with a full allowance. */
export function resetTestMailThrottle(): void {
  resetRateLimits();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "Send test e-mail": through the real mailer with the saved settings, logged like any mail. */
export async function sendTestMail(services: CoreServices, viewer: Viewer, { to }: TestMailInput) {
  assertAdminPermission(viewer, "settings.update");
  const wait = await takeRateLimit(services, TEST_MAIL_LIMIT, String(viewer.user?.id));
  if (wait > 0) throw tooManyRequests(`Too many test e-mails. Please try again in ${wait} seconds.`, wait);
  const settings = await services.settings.snapshot();
  const site = settings.get("branding.site_name");
  const sentAt = new Date().toISOString();
  try {
    await mailerFor(services).send({
      to,
      template: "test",
      subject: `Test e-mail from ${site}`,
      text: `This is a test e-mail from ${site}, sent at ${sentAt} from the outgoing e-mail settings. If you can read it, mail works.`,
      html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111"><h1 style="font-size:20px">Test e-mail from ${escapeHtml(site)}</h1><p>This message was sent at ${sentAt} from the outgoing e-mail settings.</p><p>If you can read it, mail works.</p></body></html>`,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw validationError({ to: [`The test e-mail could not be sent: ${reason.slice(0, 300)}`] });
  }
  return { sent: true, transport: await currentMailTransport(services) };
}
