import { expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const src = join(import.meta.dir, "..");

/** The components the kit promises, each as X.tsx with its styles in X.css.ts. */
const required = [
  "Avatar",
  "Button",
  "Checkbox",
  "ColorField",
  "ComboBox",
  "CopyButton",
  "Dialog",
  "EmptyState",
  "FileField",
  "Form",
  "IconButton",
  "Menu",
  "NumberField",
  "Popover",
  "ProgressBar",
  "RadioGroup",
  "RelativeTime",
  "Select",
  "Skeleton",
  "Slider",
  "Spinner",
  "Switch",
  "Table",
  "Tabs",
  "TextArea",
  "TextField",
  "Toast",
  "Tooltip",
];

/** Behaviour-only modules: they render no box of their own. */
const unstyled = new Set(["TypeAhead", "icons"]);

test("every listed component exists as X.tsx with X.css.ts", () => {
  const missing = required.filter(
    (name) => !existsSync(join(src, `${name}.tsx`)) || !existsSync(join(src, `${name}.css.ts`)),
  );
  expect(missing).toEqual([]);
});

test("every component file has its own stylesheet", () => {
  const components = readdirSync(src)
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => f.slice(0, -4))
    .filter((name) => !unstyled.has(name));
  expect(components.filter((name) => !existsSync(join(src, `${name}.css.ts`)))).toEqual([]);
});

const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(|\b(?:white|black)\b/i;

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/** Style sources may name colours only through the theme contract (theme/constants.ts holds the fixed avatar palette). */
function literalColourLines(dir: string, files: string[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    const lines = withoutComments(readFileSync(join(dir, file), "utf8")).split("\n");
    lines.forEach((line, i) => {
      if (LITERAL_COLOUR.test(line)) out.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return out;
}

test("component styles use the theme contract, never literal colours", () => {
  const files = readdirSync(src).filter((f) => f.endsWith(".css.ts") || f === "button-styles.ts");
  expect(files.length).toBeGreaterThan(20);
  expect(literalColourLines(src, files)).toEqual([]);
});

test("the colour check catches a literal colour", () => {
  const probe = LITERAL_COLOUR;
  expect(probe.test('background: "#fff"')).toBe(true);
  expect(probe.test('boxShadow: "0 1px 3px rgba(0,0,0,.3)"')).toBe(true);
  expect(probe.test("border: `2px solid white`")).toBe(true);
  expect(probe.test("background: vars.color.bg")).toBe(false);
});
