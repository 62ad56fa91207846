import { expect, test } from "bun:test";
import { darkThemeValues, defaultThemes, lightThemeValues } from "@backbeat/core";
import { themeVariableNames } from "./tokens.ts";

const sorted = (names: Iterable<string>) => [...names].sort();

test("the contract's variables are exactly the keys of both default themes", () => {
  expect(sorted(themeVariableNames)).toEqual(sorted(Object.keys(lightThemeValues)));
  expect(sorted(themeVariableNames)).toEqual(sorted(Object.keys(darkThemeValues)));
  for (const theme of defaultThemes) expect(sorted(Object.keys(theme.values))).toEqual(sorted(themeVariableNames));
});

test("every contract variable is a unique --bb- custom property", () => {
  expect(new Set(themeVariableNames).size).toBe(themeVariableNames.length);
  for (const name of themeVariableNames) expect(name).toMatch(/^--bb-[a-z0-9-]+$/);
});
