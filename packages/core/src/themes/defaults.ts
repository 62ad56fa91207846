/**
 * The two themes created on first start. Keys are the CSS variables of the UI kit's theme
 * contract (`ui/src/theme/contract.css.ts`); a test keeps the two in step.
 */
const shared = {
  "--bb-radius-sm": "6px",
  "--bb-radius-md": "10px",
  "--bb-radius-lg": "16px",
  "--bb-radius-button": "999px",
  "--bb-font-body": "Inter, 'Segoe UI', system-ui, -apple-system, sans-serif",
  "--bb-font-heading": "Inter, 'Segoe UI', system-ui, -apple-system, sans-serif",
  "--bb-font-mono": "ui-monospace, 'JetBrains Mono', Menlo, Consolas, monospace",
};

export const lightThemeValues: Record<string, string> = {
  ...shared,
  "--bb-color-bg": "#ffffff",
  "--bb-color-bg-alt": "#f6f6f8",
  "--bb-color-bg-elevated": "#ffffff",
  "--bb-color-fg": "#15151a",
  "--bb-color-fg-muted": "#5b5b66",
  "--bb-color-fg-subtle": "#8a8a96",
  "--bb-color-border": "#e4e4ea",
  "--bb-color-hover": "rgba(21, 21, 26, 0.06)",
  "--bb-color-selected": "rgba(98, 70, 234, 0.1)",
  "--bb-color-primary": "#6246ea",
  "--bb-color-primary-hover": "#5234d6",
  "--bb-color-primary-fg": "#ffffff",
  "--bb-color-danger": "#d92d3a",
  "--bb-color-danger-fg": "#ffffff",
  "--bb-color-positive": "#138a4c",
  "--bb-color-warning": "#b7791f",
  "--bb-color-focus": "#6246ea",
  "--bb-color-overlay": "rgba(10, 10, 14, 0.5)",
  "--bb-color-chip": "#ececf1",
  "--bb-color-on-image": "#ffffff",
  "--bb-shadow-sm": "0 1px 2px rgba(16, 16, 24, 0.06)",
  "--bb-shadow-md": "0 4px 16px rgba(16, 16, 24, 0.10)",
  "--bb-shadow-lg": "0 16px 48px rgba(16, 16, 24, 0.18)",
};

export const darkThemeValues: Record<string, string> = {
  ...shared,
  "--bb-color-bg": "#0f0f13",
  "--bb-color-bg-alt": "#17171d",
  "--bb-color-bg-elevated": "#1e1e26",
  "--bb-color-fg": "#f2f2f5",
  "--bb-color-fg-muted": "#a9a9b6",
  "--bb-color-fg-subtle": "#7c7c8a",
  "--bb-color-border": "#2b2b35",
  "--bb-color-hover": "rgba(255, 255, 255, 0.07)",
  "--bb-color-selected": "rgba(151, 128, 255, 0.16)",
  "--bb-color-primary": "#9780ff",
  "--bb-color-primary-hover": "#a994ff",
  "--bb-color-primary-fg": "#0f0f13",
  "--bb-color-danger": "#ff5c68",
  "--bb-color-danger-fg": "#0f0f13",
  "--bb-color-positive": "#3ccf86",
  "--bb-color-warning": "#f0b44c",
  "--bb-color-focus": "#b3a4ff",
  "--bb-color-overlay": "rgba(0, 0, 0, 0.65)",
  "--bb-color-chip": "#26262f",
  "--bb-color-on-image": "#ffffff",
  "--bb-shadow-sm": "0 1px 2px rgba(0, 0, 0, 0.4)",
  "--bb-shadow-md": "0 4px 16px rgba(0, 0, 0, 0.45)",
  "--bb-shadow-lg": "0 16px 48px rgba(0, 0, 0, 0.6)",
};

export const defaultThemes = [
  { name: "Light", is_dark: false, default_light: true, default_dark: false, values: lightThemeValues },
  { name: "Dark", is_dark: true, default_light: false, default_dark: true, values: darkThemeValues },
];
