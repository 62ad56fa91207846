import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { clippedPanel, ellipsis, pageTitle, stackedList, wrapRow } from "@/global/style-parts.ts";

const mobile = "(max-width: 768px)";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: space[6],
  maxWidth: 960,
  width: "100%",
  margin: "0 auto",
  padding: `${space[10]} ${space[6]} ${space[16]}`,
  "@media": { [mobile]: { padding: `${space[6]} ${space[4]} ${space[12]}`, gap: space[4] } },
});

export const header = style({ display: "flex", flexDirection: "column", gap: space[2] });

export const title = style({
  ...pageTitle,
  "@media": { [mobile]: { fontSize: fontSize["2xl"] } },
});

export const lead = style({ margin: 0, color: vars.color.fgMuted, fontSize: fontSize.md });

export const listHeader = style({ ...wrapRow(space[3], "center"), justifyContent: "space-between" });

export const listHeading = style(wrapRow(space[3], "baseline"));

export const listTitle = style({ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.semibold });

export const summary = style({ color: vars.color.fgMuted, fontSize: fontSize.sm });

export const list = style({
  ...stackedList,
  ...clippedPanel(vars.color.bgElevated),
});

export const row = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: `${space[2]} ${space[4]}`,
  padding: `${space[3]} ${space[4]}`,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
  "@media": { [mobile]: { padding: space[3], gap: `${space[1]} ${space[3]}` } },
});

export const fileIcon = style({
  display: "grid",
  placeItems: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  background: vars.color.chip,
  color: vars.color.primary,
  selectors: {
    "[data-status=failed] &": { color: vars.color.danger },
    "[data-status=completed] &": { color: vars.color.positive },
  },
});

export const body = style({ display: "flex", flexDirection: "column", gap: space[1], minWidth: 0 });

export const nameLine = style({ display: "flex", alignItems: "baseline", gap: space[2], minWidth: 0 });

export const name = style({
  fontWeight: fontWeight.medium,
  color: vars.color.fg,
  ...ellipsis,
});

export const folder = style({
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  ...ellipsis,
});

export const meta = style({
  ...wrapRow(`0 ${space[3]}`),
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

export const status = style({
  fontWeight: fontWeight.medium,
  selectors: {
    "[data-status=failed] &": { color: vars.color.danger },
    "[data-status=completed] &": { color: vars.color.positive },
  },
});

export const error = style({ color: vars.color.danger, fontSize: fontSize.sm, margin: 0 });

export const processing = style({ ...wrapRow(space[2], "center"), fontSize: fontSize.sm, color: vars.color.fgMuted });

export const processingLink = style({ color: vars.color.primary, fontWeight: fontWeight.medium });

export const actions = style({ display: "flex", alignItems: "center", gap: space[1] });

export const progress = style({ maxWidth: "100%" });

/** The shell's small indicator while uploads run. */
export const indicator = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[1.5],
  height: 36,
  padding: `0 ${space[3]}`,
  borderRadius: 999,
  background: vars.color.chip,
  color: vars.color.fg,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textDecoration: "none",
  fontVariantNumeric: "tabular-nums",
  outline: "none",
  selectors: {
    "&:hover": { background: vars.color.hover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&[data-failed]": { color: vars.color.danger },
  },
});
