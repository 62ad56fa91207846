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

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** The CSS variable names of the contract, with their leading `--`. */
export type ThemeVariable = `--${Leaves<typeof themeTokens>}`;

function collect(node: unknown, out: string[]): string[] {
  if (typeof node === "string") out.push(`--${node}`);
  else if (node && typeof node === "object") for (const child of Object.values(node)) collect(child, out);
  return out;
}

export const themeVariableNames = collect(themeTokens, []) as ThemeVariable[];
