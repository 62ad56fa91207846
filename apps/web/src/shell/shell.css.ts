import { vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { plainList, wrapRow } from "@/global/style-parts.ts";

export const layout = style({
  minHeight: "100dvh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.bg,
  color: vars.color.fg,
});

export const main = style({ flex: 1, display: "flex", flexDirection: "column" });

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  display: "flex",
  alignItems: "center",
  gap: 16,
  height: 64,
  padding: "0 24px",
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { "(max-width: 767px)": { padding: "0 16px", height: 56, gap: 12 } },
});

export const logo = style({
  // The logo is what gives way when a header is crowded, never the page width.
  minWidth: 0,
  display: "inline-flex",
  alignItems: "center",
  gap: 10,
  fontWeight: 700,
  fontSize: 18,
  letterSpacing: "-0.02em",
  color: vars.color.fg,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 },
});

export const logoMark = style({ width: 28, height: 28, borderRadius: 8, flexShrink: 0 });
export const logoName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const logoNameCompact = style({ "@media": { "(max-width: 479px)": { display: "none" } } });
export const logoImage = style({
  height: 32,
  width: "auto",
  maxWidth: "100%",
  objectFit: "contain",
  objectPosition: "left",
});

export const spacer = style({ flex: 1 });

export const headerActions = style({ display: "flex", alignItems: "center", gap: 8 });

export const footer = style({
  ...wrapRow("12px 24px", "center"),
  padding: "20px 24px",
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.fgMuted,
  fontSize: 14,
  "@media": { "(max-width: 767px)": { padding: "16px", flexDirection: "column", alignItems: "flex-start" } },
});

export const footerMenu = style({ ...wrapRow(16), ...plainList });

export const footerLink = style({
  color: "inherit",
  textDecoration: "none",
  ":hover": { color: vars.color.fg, textDecoration: "underline" },
});
