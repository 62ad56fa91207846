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

test("spacing is part of the contract, with defaults matching the 4 px grid the kit's `space` reads", async () => {
  const { vars } = await import("./contract.css.ts");
  const { space } = await import("./constants.ts");
  const { spaceDefaults, spaceTokens, spaceVariables } = await import("./tokens.ts");
  for (const step of Object.keys(spaceDefaults) as unknown as (keyof typeof spaceDefaults)[]) {
    const name = `--${spaceTokens[step]}`;
    expect(String(vars.space[step])).toBe(`var(${name})`);
    expect(space[step]).toBe(`var(${name}, ${spaceDefaults[step]})`);
    expect(spaceVariables[name]).toBe(spaceDefaults[step]);
    expect(Number.parseFloat(spaceDefaults[step])).toBe(Number(step) * 4);
  }
});
