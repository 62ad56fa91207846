/**
 * PayPal writes amounts as decimal strings in the currency's major unit ("9.99", JPY "1000");
 * Backbeat keeps integers in minor units. Conversions go through strings so no amount is ever
 * rounded by floating point.
 */

function decimalsOf(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function toPayPalValue(minor: number, currency: string): string {
  const digits = decimalsOf(currency);
  const negative = minor < 0;
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, "0");
  const major = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return negative ? `-${major}` : major;
}

/** Null when PayPal sent something that is not a plain decimal. */
export function fromPayPalValue(value: string | undefined | null, currency: string): number | null {
  if (typeof value !== "string") return null;
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,6}))?$/.exec(value.trim());
  if (!match) return null;
  const digits = decimalsOf(currency);
  const fraction = (match[3] ?? "").padEnd(digits, "0");
  // More decimals than the currency has would be a rounding; PayPal never sends them.
  if (fraction.length > digits && /[^0]/.test(fraction.slice(digits))) return null;
  const minor = Number(`${match[2]}${fraction.slice(0, digits)}`);
  return match[1] === "-" ? -minor : minor;
}
