import { expect, test } from "bun:test";
import {
  acceptsOrigin,
  applyEditorMessage,
  isAppearanceEditorUrl,
  mergeReplacingArrays,
  parseEditorMessage,
} from "./appearance.ts";

const bootstrap: {
  settings: Record<string, unknown>;
  themes: { id: number; values: Record<string, string>; font: { family: string; google?: boolean } | null }[];
  menus: unknown[];
} = {
  settings: { branding: { site_name: "Backbeat", tags: ["a", "b"] }, themes: { user_change: true } },
  themes: [
    { id: 1, values: { "--bb-color-bg": "#fff" }, font: null },
    { id: 2, values: { "--bb-color-bg": "#000" }, font: null },
  ],
  menus: [{ id: "m" }],
};

test("the editor flag and the origin check", () => {
  expect(isAppearanceEditorUrl("?appearanceEditor=true")).toBe(true);
  expect(isAppearanceEditorUrl("?appearanceEditor=false")).toBe(false);
  expect(isAppearanceEditorUrl("")).toBe(false);
  expect(acceptsOrigin("http://localhost:3000", "http://localhost:3000")).toBe(true);
  expect(acceptsOrigin("http://evil.example", "http://localhost:3000")).toBe(false);
});

test("merging: objects merge, arrays are replaced", () => {
  expect(mergeReplacingArrays<Record<string, unknown>>({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] } })).toEqual({
    a: { b: 1, c: [3] },
    d: 1,
  });
  expect(mergeReplacingArrays<Record<string, unknown>>({ a: 1 }, { a: { x: 1 } })).toEqual({ a: { x: 1 } });
});

test("setValues merges settings and themes, arrays replaced", () => {
  const next = applyEditorMessage(
    bootstrap,
    { type: "setValues", values: { settings: { branding: { site_name: "Beat", tags: ["c"] }, menus: [{ id: "n" }] } } },
    1,
  );
  expect(next.settings).toEqual({
    branding: { site_name: "Beat", tags: ["c"] },
    themes: { user_change: true },
    menus: [{ id: "n" }],
  });
  expect(next.menus).toEqual([{ id: "n" }]);
  const themed = applyEditorMessage(
    bootstrap,
    { type: "setValues", values: { themes: [{ id: 9, values: {}, font: null }] } },
    1,
  );
  expect(themed.themes.map((t) => t.id)).toEqual([9]);
});

test("setValues also updates the top-level branding and cookie notice", () => {
  const withBranding = { ...bootstrap, branding: { site_name: "Backbeat", logo_light: "" } };
  const next = applyEditorMessage(
    withBranding,
    { type: "setValues", values: { settings: { branding: { site_name: "Preview" } } } },
    1,
  );
  expect(next.branding).toEqual({ site_name: "Preview", logo_light: "" });
});

test("setThemeValue and setThemeFont change the active theme (or the named one)", () => {
  const v = applyEditorMessage(bootstrap, { type: "setThemeValue", name: "--bb-color-bg", value: "red" }, 2);
  expect(v.themes[1]?.values["--bb-color-bg"]).toBe("red");
  expect(v.themes[0]?.values["--bb-color-bg"]).toBe("#fff");
  const f = applyEditorMessage(
    bootstrap,
    { type: "setThemeFont", themeId: 1, font: { family: "Lato", google: true } },
    2,
  );
  expect(f.themes[0]?.font).toEqual({ family: "Lato", google: true });
});

test("messages are validated", () => {
  expect(parseEditorMessage({ type: "setActiveTheme", themeId: 2 })).toEqual({ type: "setActiveTheme", themeId: 2 });
  expect(parseEditorMessage({ type: "setThemeValue", name: "color", value: "red" })).toBeNull();
  expect(parseEditorMessage({ type: "setCustomCode", mode: "js", value: "x" })).toBeNull();
  expect(parseEditorMessage({ type: "setCustomCode", mode: "css", value: "" })).toEqual({
    type: "setCustomCode",
    mode: "css",
    value: "",
  });
  expect(parseEditorMessage({ type: "nope" })).toBeNull();
  expect(parseEditorMessage("setValues")).toBeNull();
  expect(parseEditorMessage({ source: "someone-else", type: "setActiveTheme", themeId: 1 })).toBeNull();
});
