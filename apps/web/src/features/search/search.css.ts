import { vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

export const topRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(260px, 0.8fr) minmax(0, 1.4fr)",
  gap: 24,
  "@media": { "screen and (max-width: 900px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const topResult = style({
  display: "grid",
  gap: 12,
  alignContent: "start",
  padding: 20,
  borderRadius: vars.radius.md,
  background: vars.color.bgAlt,
  color: vars.color.fg,
  textDecoration: "none",
  minHeight: 210,
  transition: "background 150ms ease",
  selectors: {
    "&:hover": { background: vars.color.hover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}` },
  },
});
export const topName = style({ fontSize: 30, fontWeight: 900, letterSpacing: "-0.02em", lineHeight: 1.1 });

export const genreGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
  gap: 16,
  "@media": { "screen and (max-width: 767px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 10 } },
});
