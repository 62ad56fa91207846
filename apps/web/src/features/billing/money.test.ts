import { describe, expect, test } from "bun:test";
import { formatMoney, perMonth, toMajor } from "./money.ts";

describe("money", () => {
  test("minor units follow the currency's own decimals", () => {
    expect(toMajor(1999, "USD")).toBe(19.99);
    expect(toMajor(1000, "JPY")).toBe(1000);
    expect(toMajor(1000, "KWD")).toBe(1);
  });

  test("formats in the given locale", () => {
    expect(formatMoney(1999, "USD", "en-US")).toBe("$19.99");
    expect(formatMoney(1999, "EUR", "de-DE")).toBe("19,99\u00a0€");
    expect(formatMoney(9600, "USD", "en-US", true)).toBe("$96");
    expect(formatMoney(9650, "USD", "en-US", true)).toBe("$96.50");
  });

  test("an unknown currency code still shows the amount", () => {
    expect(formatMoney(1000, "NOPE!", "en-US")).toBe("10.00 NOPE!");
  });

  test("a price of several months is spread per month", () => {
    expect(perMonth({ amount: 9600, interval: "year", interval_count: 1 })).toBe(800);
    expect(perMonth({ amount: 3000, interval: "month", interval_count: 3 })).toBe(1000);
    expect(perMonth({ amount: 1000, interval: "month", interval_count: 1 })).toBeNull();
    expect(perMonth({ amount: 1000, interval: "day", interval_count: 30 })).toBeNull();
  });
});
