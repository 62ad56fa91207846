import { localizationsRepo } from "@backbeat/db";
import isoCountries from "i18n-iso-countries";
import type { CoreServices } from "../context.ts";
import { DomainError } from "../errors.ts";

export interface ValueLists {
  timezones?: Record<string, { value: string; text: string }[]>;
  countries?: { code: string; name: string }[];
  localizations?: { language: string; name: string }[];
}

const KNOWN = ["timezones", "countries", "localizations"] as const;

let timezoneCache: ValueLists["timezones"];
let countryCache: ValueLists["countries"];

/** Timezones grouped by region ("Europe", "America" …), each with its current UTC offset. */
export function timezoneList(): NonNullable<ValueLists["timezones"]> {
  if (timezoneCache) return timezoneCache;
  const groups: Record<string, { value: string; text: string }[]> = {};
  const now = new Date();
  // The runtime lists UTC itself on some versions and not on others: once either way.
  for (const zone of new Set(["UTC", ...Intl.supportedValuesOf("timeZone")])) {
    const region = zone.includes("/") ? (zone.split("/")[0] ?? "Other") : "Other";
    const offset =
      new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "shortOffset" })
        .formatToParts(now)
        .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
    const place = zone.split("/").slice(1).join(" / ").replaceAll("_", " ") || zone;
    (groups[region] ??= []).push({ value: zone, text: `${place} (${offset.replace("GMT", "UTC")})` });
  }
  timezoneCache = groups;
  return groups;
}

/**
 * The current ISO 3166-1 countries (a maintained code list: withdrawn codes such as CS, YU and FX
 * are not in it), named in English by the runtime's own region data.
 */
export function countryList(): NonNullable<ValueLists["countries"]> {
  if (countryCache) return countryCache;
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  countryCache = Object.keys(isoCountries.getAlpha2Codes())
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((x, y) => x.name.localeCompare(y.name));
  return countryCache;
}

/** GET value-lists/{names}: a comma-separated list of the lists above. */
export async function valueLists(services: CoreServices, names: string): Promise<ValueLists> {
  const wanted = names
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean)
    .slice(0, 10);
  const unknown = wanted.filter((n) => !(KNOWN as readonly string[]).includes(n));
  if (wanted.length === 0 || unknown.length > 0) {
    throw new DomainError("NOT_FOUND", `Unknown value list: ${unknown.join(", ") || names.slice(0, 50)}`);
  }
  const out: ValueLists = {};
  if (wanted.includes("timezones")) out.timezones = timezoneList();
  if (wanted.includes("countries")) out.countries = countryList();
  if (wanted.includes("localizations")) {
    out.localizations = (await localizationsRepo.listLocalizations(services.db)).map((l) => ({
      language: l.language,
      name: l.name,
    }));
  }
  return out;
}
