import { expect, test } from "bun:test";
import { chooseTheme, type ThemeLike, themePreference } from "./theme.ts";
import { themeBootHtml, themeBootScript } from "./theme-boot.ts";

const themes: ThemeLike[] = [
  { id: 3, is_dark: false, default_light: false, default_dark: false, values: { "--bb-color-bg": "#f4ecd8" } },
  { id: 1, is_dark: false, default_light: true, default_dark: false, values: { "--bb-color-bg": "#fff" } },
  {
    id: 2,
    is_dark: true,
    default_light: false,
    default_dark: true,
    values: { "--bb-color-bg": "#000", "--bb-color-fg": "#eee" },
  },
];

function runBoot(cookie: string, prefersDark: boolean, settings: Record<string, unknown>) {
  const props = new Map<string, string>();
  const classes = new Set<string>();
  const attrs = new Map<string, string>();
  const documentElement = {
    style: { setProperty: (n: string, v: string) => props.set(n, v) },
    classList: { toggle: (n: string, f: boolean) => (f ? classes.add(n) : classes.delete(n)) },
    setAttribute: (n: string, v: string) => attrs.set(n, v),
  };
  const json = JSON.stringify({ themes, settings });
  const document = { documentElement, cookie, getElementById: () => ({ textContent: json }) };
  const window = { matchMedia: () => ({ matches: prefersDark }) };
  new Function("document", "window", themeBootScript)(document, window);
  return { id: attrs.get("data-theme-id"), dark: classes.has("dark"), bg: props.get("--bb-color-bg") };
}

test("the boot script picks the same theme as chooseTheme in every case", () => {
  const cookies = [null, "0", "system", "light", "dark", "1", "2", "3", "42", "junk", ""];
  for (const cookie of cookies)
    for (const prefersDark of [false, true])
      for (const userChange of [true, false])
        for (const defaultId of [0, 3, undefined]) {
          const settings = { themes: { user_change: userChange, default_id: defaultId } };
          const expected = chooseTheme(themes, themePreference(cookie, userChange, defaultId), prefersDark);
          const got = runBoot(cookie === null ? "other=1" : `a=b; theme=${cookie}`, prefersDark, settings);
          expect({ cookie, prefersDark, userChange, defaultId, id: got.id }).toEqual({
            cookie,
            prefersDark,
            userChange,
            defaultId,
            id: String(expected?.id),
          });
          expect(got.dark).toBe(Boolean(expected?.is_dark));
          expect(got.bg).toBe(expected?.values["--bb-color-bg"]);
        }
});

test("the boot script never throws on missing or broken data", () => {
  expect(() =>
    new Function("document", "window", themeBootScript)(
      { documentElement: {}, cookie: "", getElementById: () => ({ textContent: "{not json" }) },
      {},
    ),
  ).not.toThrow();
});

test("themeBootHtml puts the script right after the bootstrap data, once", () => {
  const html =
    '<head><script type="application/json" id="bootstrap-data">{}</script><script type="module" src="/m.js"></script></head>';
  const out = themeBootHtml(html);
  expect(out.indexOf("data-theme-boot")).toBeGreaterThan(out.indexOf('id="bootstrap-data"'));
  expect(out.indexOf("data-theme-boot")).toBeLessThan(out.indexOf('src="/m.js"'));
  expect(themeBootHtml(out)).toBe(out);
  expect(() => themeBootHtml("<head></head>")).toThrow();
});
