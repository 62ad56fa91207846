import { t } from "@/global/i18n.ts";

/** "month", "year", "3 months": how often a price is charged. */
export function intervalLabel(interval: string, count = 1): string {
  if (count <= 1) return interval === "day" ? t("day") : interval === "year" ? t("year") : t("month");
  if (interval === "day") return t("{count, plural, one {# day} other {# days}}", { count });
  return interval === "year"
    ? t("{count, plural, one {# year} other {# years}}", { count })
    : t("{count, plural, one {# month} other {# months}}", { count });
}

/** "Billed yearly", "Billed every 3 months". */
export function billedLabel(interval: string, count = 1): string {
  if (count <= 1)
    return interval === "day" ? t("Billed daily") : interval === "year" ? t("Billed yearly") : t("Billed monthly");
  return t("Billed every :period", { period: intervalLabel(interval, count) });
}

/** A date in the viewer's locale ("Nov 27, 2027"); empty for a missing or broken value. */
export function formatDate(value: string | null | undefined, locale?: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date);
}
