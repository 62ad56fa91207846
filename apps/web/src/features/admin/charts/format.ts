/** Number formatting for the reports: grouped integers, compact axis ticks and change in percent. */
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });

export const formatNumber = (n: number) => whole.format(n);
export const formatCompact = (n: number) => compact.format(n);

/** Change from `previous` to `value` in percent; null when there was nothing before to compare with. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return value === 0 ? 0 : null;
  return ((value - previous) / previous) * 100;
}

export function formatChange(change: number): string {
  const rounded = Math.abs(change) >= 10 ? Math.round(change) : Math.round(change * 10) / 10;
  return `${rounded > 0 ? "+" : rounded < 0 ? "−" : ""}${Math.abs(rounded)}%`;
}

/** `2026-01-31` as a short local date, read as UTC so the day never shifts. */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" }) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { ...options, timeZone: "UTC" });
}

export function formatMonth(day: string) {
  return formatDay(day, { month: "short", year: "2-digit" });
}
