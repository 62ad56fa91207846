import { expect, test } from "bun:test";
import { countryList, timezoneList } from "./value-lists.ts";

test("countries: current ISO 3166-1 codes only, each name once", () => {
  const countries = countryList();
  const codes = countries.map((c) => c.code);
  const names = countries.map((c) => c.name);
  // Withdrawn codes (Serbia and Montenegro, Yugoslavia, Metropolitan France, Burma…) are gone.
  for (const old of ["CS", "YU", "FX", "BU", "DD", "TP", "ZR", "DY", "HV", "NH", "RH", "YD", "AN", "SU"])
    expect(codes).not.toContain(old);
  for (const current of [
    "RS",
    "ME",
    "FR",
    "DE",
    "GB",
    "CD",
    "CG",
    "CW",
    "MM",
    "TL",
    "VN",
    "YE",
    "ZW",
    "BJ",
    "BF",
    "VU",
  ])
    expect(codes).toContain(current);
  expect(new Set(names).size).toBe(names.length);
  expect(new Set(codes).size).toBe(codes.length);
  expect(names.filter((n) => n === "Serbia")).toHaveLength(1);
  expect(names.filter((n) => n === "France")).toHaveLength(1);
  // The 249 codes ISO 3166-1 assigns, and Kosovo under the user-assigned XK that everyone uses.
  expect(codes.length).toBe(250);
  expect(countries.find((c) => c.code === "XK")?.name).toBe("Kosovo");
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
});

test("time zones: every supported zone once, UTC once", () => {
  const zones = Object.values(timezoneList()).flat();
  const values = zones.map((z) => z.value);
  expect(new Set(values).size).toBe(values.length);
  expect(values.filter((v) => v === "UTC")).toHaveLength(1);
  expect(zones.filter((z) => z.text === "UTC (UTC+0)" || z.text === "UTC (UTC)")).toHaveLength(1);
  for (const zone of Intl.supportedValuesOf("timeZone")) expect(values).toContain(zone);
});
