import { t } from "@/global/i18n.ts";

/** Minor units (cents) in a currency, as the viewer's locale writes them. */
export function formatMoney(minor: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** "month", "3 months": how often a price is charged. */
export function formatInterval(interval: string, count = 1): string {
  if (count === 1) return interval === "day" ? t("day") : interval === "year" ? t("year") : t("month");
  if (interval === "day") return t("{count, plural, one {# day} other {# days}}", { count });
  return interval === "year"
    ? t("{count, plural, one {# year} other {# years}}", { count })
    : t("{count, plural, one {# month} other {# months}}", { count });
}
