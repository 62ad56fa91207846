import { expect, test } from "bun:test";
import { fromPayPalValue, toPayPalValue } from "./paypal-money.ts";

test("minor units and PayPal's decimal strings convert both ways without rounding", () => {
  for (const [minor, currency] of [
    [999, "USD"],
    [5, "EUR"],
    [100000, "GBP"],
    [1000, "JPY"],
    [0, "USD"],
  ] as const) {
    expect(fromPayPalValue(toPayPalValue(minor, currency), currency)).toBe(minor);
  }
  expect(toPayPalValue(5, "EUR")).toBe("0.05");
  expect(toPayPalValue(1000, "JPY")).toBe("1000");
  expect(fromPayPalValue("9.9", "USD")).toBe(990);
  expect(fromPayPalValue("9.990", "USD")).toBe(999);
});

test("anything that is not a plain decimal is refused rather than guessed", () => {
  for (const value of ["", "1e3", "9.999", "abc", " ", "9,99"]) expect(fromPayPalValue(value, "USD")).toBeNull();
  expect(fromPayPalValue(undefined, "USD")).toBeNull();
});
