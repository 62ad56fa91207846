import { expect, test } from "bun:test";
import { contrastRatio, contrastWarnings, parseColor } from "./contrast.ts";
import { darkThemeValues, lightThemeValues } from "./defaults.ts";
import { parseThemeFile, themeFileJson } from "./schemas.ts";

test("colours parse in hex, rgb and hsl forms; anything else is refused", () => {
  expect(parseColor("#fff")).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  expect(parseColor("#00000080")?.a).toBeCloseTo(0.5, 2);
  expect(parseColor("rgba(21, 21, 26, 0.06)")).toEqual({ r: 21, g: 21, b: 26, a: 0.06 });
  expect(parseColor("rgb(0 128 255 / 50%)")).toEqual({ r: 0, g: 128, b: 255, a: 0.5 });
  const red = parseColor("hsl(0 100% 50%)");
  expect([red?.r, red?.g, red?.b].map((c) => Math.round(c ?? -1))).toEqual([255, 0, 0]);
  for (const bad of ["#12345", "red", "rgb(300, 0, 0)", "rgb(1,2)", "hsl(10, 20, 30)", "#fff; color: red", "url(x)"])
    expect(parseColor(bad), bad).toBeNull();
});

test("contrast follows WCAG 2: black on white is 21:1, and the default themes pass AA", () => {
  expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
  expect(contrastRatio("#777", "#fff")).toBeCloseTo(4.48, 2);
  expect(contrastWarnings(lightThemeValues)).toEqual([]);
  expect(contrastWarnings(darkThemeValues)).toEqual([]);
  const warnings = contrastWarnings({ ...lightThemeValues, "--bb-color-fg": "#aaaaaa" });
  expect(warnings.map((w) => w.label)).toEqual([
    "Text on background",
    "Text on alternate background",
    "Text on raised surfaces",
  ]);
  expect(warnings[0]?.ratio).toBeCloseTo(2.32, 2);
});

test("a theme file round-trips; malformed or incomplete files are refused whole with the reason", () => {
  const theme = { name: "Paper", is_dark: false, values: lightThemeValues, font: { family: "Lora Variable" as const } };
  expect(parseThemeFile(themeFileJson(theme))).toEqual({ ok: true, theme });
  expect(parseThemeFile("{ name: ")).toEqual({ ok: false, error: "The file is not valid JSON." });
  expect(parseThemeFile("[1,2]")).toMatchObject({ ok: false });
  const bad = parseThemeFile(JSON.stringify({ ...theme, values: { ...lightThemeValues, "--bb-color-bg": "nope" } }));
  expect(bad).toEqual({
    ok: false,
    error:
      "The file is not a theme. values.--bb-color-bg: Enter a colour such as #1f1f2e, rgb(31 31 46) or hsl(240 20% 15%).",
  });
  expect(parseThemeFile("x".repeat(30_000))).toEqual({ ok: false, error: "The file is too large for a theme." });
});
