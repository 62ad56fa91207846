import { t } from "@/global/i18n.ts";

let regions: Intl.DisplayNames | null = null;

/** A country's name in the interface language, from its two-letter code. */
export function countryName(code: string | null): string {
  if (!code) return t("Unknown");
  try {
    regions ??= new Intl.DisplayNames(undefined, { type: "region" });
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

const DEVICES: Record<string, string> = { desktop: "Desktop", mobile: "Mobile", tablet: "Tablet" };

export function deviceName(device: string | null): string {
  return device ? t(DEVICES[device] ?? device) : t("Unknown");
}

/** Where plays started; plays recorded before sources were kept have none. */
export function sourceName(source: string | null): string {
  switch (source) {
    case null:
      return t("Not recorded");
    case "search":
      return t("Search");
    case "playlist":
      return t("Playlists");
    case "album":
      return t("Album pages");
    case "artist":
      return t("Artist pages");
    case "track":
      return t("Track pages");
    case "radio":
      return t("Radio");
    case "channel":
      return t("Channels");
    case "library":
      return t("Libraries");
    case "embed":
      return t("Embedded players");
    default:
      return t("Queue and other");
  }
}
