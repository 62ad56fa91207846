import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(|\b(?:white|black)\b/i;

const webSrc = join(import.meta.dir, "..");

/**
 * The only places a literal colour may appear, each with the reason. Anything else must come
 * from the theme contract so the appearance editor and the light/dark themes restyle it.
 */
const ALLOWED: { file: string; line: RegExp; why: string }[] = [
  {
    file: "features/account-settings/scrobbling.css.ts",
    line: /^\s*(color: "white"|listenbrainz: \[markBase|lastfm: \[markBase)/,
    why: "ListenBrainz's and Last.fm's own brand colours on their marks, with white letters, in every theme",
  },
  {
    file: "features/catalogue/Cards.tsx",
    line: /hsl\(\$\{hue\}/,
    why: "genre cover art: a gradient generated from the genre's id",
  },
  {
    file: "features/catalogue/Hero.tsx",
    line: /hsl\(\$\{hue\}/,
    why: "hero cover art: a gradient generated from the page's item",
  },
  {
    file: "features/account-settings/settings.css.ts",
    line: /background: "white"/,
    why: "a QR code needs a light quiet zone to scan, whatever the theme",
  },
  {
    file: "features/admin/logs/logs.css.ts",
    line: /background: "#ffffff"/,
    why: "a sent e-mail's body is drawn on white, as mail programs show it, whatever the theme",
  },
  {
    file: "features/gallery/FormDemos.tsx",
    line: /useState\("#[0-9a-f]{6}"\)/i,
    why: "the colour picker demo's starting value is data, not a style",
  },
];

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, keep, out);
    else if (keep(entry.name)) out.push(path);
  }
  return out;
}

/** Lines naming a literal colour, as `file:line: text`, minus the allow-list. */
function literalColourLines(files: string[]): string[] {
  const found: string[] = [];
  for (const path of files) {
    const file = relative(webSrc, path);
    withoutComments(readFileSync(path, "utf8"))
      .split("\n")
      .forEach((line, i) => {
        if (!LITERAL_COLOUR.test(line)) return;
        // A mask only reads alpha: its gradient's colour is never painted.
        if (/^\s*(?:Webkit)?[mM]askImage:/.test(line)) return;
        if (ALLOWED.some((a) => a.file === file && a.line.test(line))) return;
        found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

const layers = ["global", "features", "shell", "pages"].map((d) => join(webSrc, d));
const isStyle = (name: string) => name.endsWith(".css.ts");
const isMarkup = (name: string) => name.endsWith(".tsx") && !name.includes(".test.");

test("screen and component styles use no literal colours", () => {
  const files = layers.flatMap((dir) => walk(dir, isStyle));
  expect(files.length).toBeGreaterThan(10);
  expect(files.some((f) => f.includes("/features/embed/"))).toBe(true);
  expect(literalColourLines(files)).toEqual([]);
});

test("inline styles in screens use no literal colours", () => {
  const files = layers.flatMap((dir) => walk(dir, isMarkup));
  expect(files.some((f) => f.endsWith("FullscreenPlayer.tsx"))).toBe(true);
  expect(literalColourLines(files)).toEqual([]);
});

test("every allow-list entry still matches a line (no stale exceptions)", () => {
  for (const a of ALLOWED) {
    const code = withoutComments(readFileSync(join(webSrc, a.file), "utf8"));
    expect({ file: a.file, matches: code.split("\n").some((l) => a.line.test(l)) }).toEqual({
      file: a.file,
      matches: true,
    });
  }
});

test("the check catches literal colours and passes contract variables", () => {
  expect(LITERAL_COLOUR.test('color: "#fff"')).toBe(true);
  expect(LITERAL_COLOUR.test('background: "rgba(0,0,0,.6)"')).toBe(true);
  expect(LITERAL_COLOUR.test("border: `1px solid white`")).toBe(true);
  expect(LITERAL_COLOUR.test("color: vars.color.onImage")).toBe(false);
});
