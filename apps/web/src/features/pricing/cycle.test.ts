import { describe, expect, test } from "bun:test";
import { cyclesDiffer, DEFAULT_CYCLE, isMonthly, isYearly, pickPrice, yearlySaving } from "./cycle.ts";

const price = (id: number, interval: string, interval_count = 1, amount = 1000, currency = "USD") => ({
  id,
  interval,
  interval_count,
  amount,
  currency,
});

describe("billing cycle", () => {
  test("yearly is the default", () => {
    expect(DEFAULT_CYCLE).toBe("yearly");
  });

  test("monthly takes the first price of at least 30 days or one month", () => {
    const prices = [price(1, "year"), price(2, "day", 7), price(3, "day", 30), price(4, "month")];
    expect(pickPrice(prices, "monthly")?.id).toBe(3);
    expect(pickPrice([price(1, "day", 29), price(2, "month", 3)], "monthly")?.id).toBe(2);
  });

  test("yearly takes the first price of at least twelve months or one year", () => {
    const prices = [price(1, "month"), price(2, "month", 6), price(3, "month", 12), price(4, "year")];
    expect(pickPrice(prices, "yearly")?.id).toBe(3);
    expect(pickPrice([price(1, "month"), price(2, "year", 2)], "yearly")?.id).toBe(2);
  });

  test("with no price of the cycle the first price is shown, and no price is null", () => {
    expect(pickPrice([price(1, "day", 7), price(2, "day", 14)], "yearly")?.id).toBe(1);
    expect(pickPrice([price(1, "year")], "monthly")?.id).toBe(1);
    expect(pickPrice([], "monthly")).toBeNull();
  });

  test("the interval rules on their edges", () => {
    expect(isMonthly(price(0, "day", 30))).toBe(true);
    expect(isMonthly(price(0, "day", 29))).toBe(false);
    expect(isMonthly(price(0, "year"))).toBe(false);
    expect(isYearly(price(0, "month", 11))).toBe(false);
    expect(isYearly(price(0, "month", 12))).toBe(true);
    expect(isYearly(price(0, "day", 365))).toBe(false);
  });

  test("the switch matters only when some plan has a different price per cycle", () => {
    expect(cyclesDiffer([{ prices: [price(1, "month")] }])).toBe(false);
    expect(cyclesDiffer([{ prices: [] }, { prices: [price(1, "month"), price(2, "year")] }])).toBe(true);
  });

  test("the yearly saving compares the price per month in one currency", () => {
    expect(yearlySaving(price(1, "month", 1, 1000), price(2, "year", 1, 9600))).toBe(20);
    expect(yearlySaving(price(1, "month", 1, 1000), price(2, "year", 1, 12000))).toBeNull();
    expect(yearlySaving(price(1, "month", 1, 1000), price(2, "year", 1, 9600, "EUR"))).toBeNull();
    const same = price(1, "month");
    expect(yearlySaving(same, same)).toBeNull();
  });
});
