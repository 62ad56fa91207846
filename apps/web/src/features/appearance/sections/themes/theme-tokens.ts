import { THEME_TOKENS, type ThemeTokenKind, themeTokenKind } from "@backbeat/core/schemas";

/** How the editor names each variable of the theme contract. */
export const TOKEN_LABELS: Record<string, string> = {
  "--bb-color-bg": "Background",
  "--bb-color-bg-alt": "Alternate background",
  "--bb-color-bg-elevated": "Raised surfaces",
  "--bb-color-fg": "Text",
  "--bb-color-fg-muted": "Muted text",
  "--bb-color-fg-subtle": "Subtle text",
  "--bb-color-border": "Borders",
  "--bb-color-hover": "Hover",
  "--bb-color-selected": "Selected",
  "--bb-color-primary": "Primary",
  "--bb-color-primary-hover": "Primary hover",
  "--bb-color-primary-fg": "Text on primary",
  "--bb-color-danger": "Danger",
  "--bb-color-danger-fg": "Text on danger",
  "--bb-color-positive": "Positive",
  "--bb-color-warning": "Warning",
  "--bb-color-focus": "Focus ring",
  "--bb-color-overlay": "Overlay",
  "--bb-color-chip": "Chips",
  "--bb-color-on-image": "Text on images",
  "--bb-radius-sm": "Small radius",
  "--bb-radius-md": "Medium radius",
  "--bb-radius-lg": "Large radius",
  "--bb-radius-button": "Button radius",
  "--bb-font-body": "Body font stack",
  "--bb-font-heading": "Heading font stack",
  "--bb-font-mono": "Monospace font stack",
  "--bb-shadow-sm": "Small shadow",
  "--bb-shadow-md": "Medium shadow",
  "--bb-shadow-lg": "Large shadow",
};

export const TOKEN_GROUPS: { kind: ThemeTokenKind; title: string; tokens: string[] }[] = (
  [
    { kind: "color", title: "Colours" },
    { kind: "radius", title: "Corner radius" },
    { kind: "font", title: "Font stacks" },
    { kind: "shadow", title: "Shadows" },
  ] as const
).map((group) => ({ ...group, tokens: THEME_TOKENS.filter((name) => themeTokenKind(name) === group.kind) }));
