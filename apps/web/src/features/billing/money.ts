/**
 * Amounts arrive in minor units (cents, yen): shown in the viewer's locale with the currency's
 * own number of decimals, so 1000 JPY is ¥1,000 and 1000 USD is $10.00.
 */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units → the major amount (1999 USD → 19.99). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** `locale` undefined means the browser's own. Whole amounts drop their decimals ($96, not $96.00) when `compact`. */
export function formatMoney(minor: number, currency: string, locale?: string, compact = false): string {
  const major = toMajor(minor, currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(compact && Number.isInteger(major) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(major);
  } catch {
    return `${major.toFixed(minorDigits(currency))} ${currency}`;
  }
}

/** The same amount spread over each month a price covers (a yearly price shown per month). */
export function perMonth(price: { amount: number; interval: string; interval_count: number }): number | null {
  const months =
    price.interval === "year" ? 12 * price.interval_count : price.interval === "month" ? price.interval_count : 0;
  return months > 1 ? Math.round(price.amount / months) : null;
}
