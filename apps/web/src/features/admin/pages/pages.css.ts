import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { clippedPanel, endActions, grid, twoColumns } from "@/global/style-parts.ts";

export const titleCell = style({ display: "inline-flex", alignItems: "center", gap: space[2] });
export const titleLink = style({
  color: vars.color.fg,
  fontWeight: fontWeight.medium,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});
export const address = style({
  color: vars.color.fgMuted,
  fontFamily: vars.font.mono,
  fontSize: fontSize.sm,
  textDecoration: "none",
  ":hover": { color: vars.color.primary, textDecoration: "underline" },
});

/** Editor beside preview on wide screens, one above the other on narrow ones. */
export const editorGrid = style({
  ...grid("minmax(0, 1fr) minmax(0, 1fr)", space[5], { "screen and (max-width: 1099px)": "minmax(0, 1fr)" }),
  alignItems: "start",
});

export const fields = style({ display: "flex", flexDirection: "column", gap: space[4] });

export const fieldRow = style(twoColumns());

export const previewFrame = style({
  position: "sticky",
  top: 80,
  display: "flex",
  flexDirection: "column",
  minHeight: 320,
  maxHeight: "calc(100dvh - 120px)",
  ...clippedPanel(),
  "@media": { "screen and (max-width: 1099px)": { position: "static", maxHeight: "none" } },
});

export const previewBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space[2],
  padding: `${space[2]} ${space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
});

export const previewBody = style({ padding: `${space[6]} ${space[6]} ${space[8]}`, overflowY: "auto", flex: 1 });

export const previewTitle = style({
  margin: `0 0 ${space[5]}`,
  fontSize: fontSize["2xl"],
  fontWeight: fontWeight.bold,
  letterSpacing: "-0.01em",
});

export const previewEmpty = style({ color: vars.color.fgSubtle, fontStyle: "italic" });

export const previewNote = style({ color: vars.color.danger, fontSize: fontSize.sm, fontWeight: fontWeight.regular });

export const footerActions = style(endActions(space[2]));

export const hint = style({ margin: 0, color: vars.color.fgMuted, fontSize: fontSize.sm });
