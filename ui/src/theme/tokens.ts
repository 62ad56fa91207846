/**
 * The per-theme tokens: every key is a CSS variable the server's theme rows carry in their
 * `values` map (packages/core/src/themes/defaults.ts). The contract (`contract.css.ts`) maps
 * this tree onto exactly these variable names, so a theme row applied at runtime restyles
 * every component. A unit test keeps this list and the default themes in step.
 */
export const themeTokens = {
  color: {
    bg: "bb-color-bg",
    bgAlt: "bb-color-bg-alt",
    bgElevated: "bb-color-bg-elevated",
    fg: "bb-color-fg",
    fgMuted: "bb-color-fg-muted",
    fgSubtle: "bb-color-fg-subtle",
    border: "bb-color-border",
    hover: "bb-color-hover",
    selected: "bb-color-selected",
    primary: "bb-color-primary",
    primaryHover: "bb-color-primary-hover",
    primaryFg: "bb-color-primary-fg",
    danger: "bb-color-danger",
    dangerFg: "bb-color-danger-fg",
    positive: "bb-color-positive",
    warning: "bb-color-warning",
    focus: "bb-color-focus",
    overlay: "bb-color-overlay",
    chip: "bb-color-chip",
    /** Text and icons drawn straight on artwork or on the overlay colour, whatever the theme. */
    onImage: "bb-color-on-image",
  },
  radius: {
    sm: "bb-radius-sm",
    md: "bb-radius-md",
    lg: "bb-radius-lg",
    button: "bb-radius-button",
  },
  font: {
    body: "bb-font-body",
    heading: "bb-font-heading",
    mono: "bb-font-mono",
  },
  shadow: {
    sm: "bb-shadow-sm",
    md: "bb-shadow-md",
    lg: "bb-shadow-lg",
  },
} as const;

/**
 * The spacing scale (4 px grid). Part of the contract too, so a theme may loosen or tighten the
 * layout, but optional in a theme row: `spaceDefaults` apply when a theme leaves them out.
 */
export const spaceDefaults = {
  0.5: "2px",
  1: "4px",
  1.5: "6px",
  2: "8px",
  2.5: "10px",
  3: "12px",
  4: "16px",
  5: "20px",
  6: "24px",
  8: "32px",
  10: "40px",
  12: "48px",
  16: "64px",
} as const;

/**
 * Defaults for colour variables added after the first release, so a theme row saved before
 * they existed still renders; a theme that sets them overrides these inline on <html>.
 */
export const colorDefaults = {
  "--bb-color-on-image": "#ffffff",
} as const;

export type SpaceStep = keyof typeof spaceDefaults;

export const spaceTokens = Object.fromEntries(
  Object.keys(spaceDefaults).map((step) => [step, `bb-space-${step.replace(".", "-")}`]),
) as { [K in SpaceStep]: string };

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** The CSS variable names of the contract, with their leading `--`. */
export type ThemeVariable = `--${Leaves<typeof themeTokens>}`;

function collect(node: unknown, out: string[]): string[] {
  if (typeof node === "string") out.push(`--${node}`);
  else if (node && typeof node === "object") for (const child of Object.values(node)) collect(child, out);
  return out;
}

/** The variables every theme row carries (colours, radius, fonts, shadows). */
export const themeVariableNames = collect(themeTokens, []) as ThemeVariable[];

/** The optional spacing variables, with their defaults. */
export const spaceVariables = Object.fromEntries(
  (Object.keys(spaceDefaults) as unknown as SpaceStep[]).map((step) => [`--${spaceTokens[step]}`, spaceDefaults[step]]),
) as Record<string, string>;
