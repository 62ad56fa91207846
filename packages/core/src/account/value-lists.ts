import { localizationsRepo } from "@backbeat/db";
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
  for (const zone of ["UTC", ...Intl.supportedValuesOf("timeZone")]) {
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

/** ISO 3166 countries with English names, from the runtime's own region data. */
export function countryList(): NonNullable<ValueLists["countries"]> {
  if (countryCache) return countryCache;
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const skip = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ", "AC", "CP", "DG", "EA", "IC", "TA", "CQ", "XK"]);
  const out: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (skip.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) out.push({ code, name });
    }
  }
  countryCache = out.sort((x, y) => x.name.localeCompare(y.name));
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
