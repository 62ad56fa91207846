import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { clippedPanel, codeChip, stackedList, wrapRow } from "@/global/style-parts.ts";

const narrow = "(max-width: 719px)";

export const summary = style({ display: "inline-flex", alignItems: "center", gap: space[2] });

export const code = style({ ...codeChip, color: vars.color.fg });

export const progress = style({ maxWidth: 420 });

export const toolbar = style(wrapRow(space[3], "center"));
export const search = style({ flex: "1 1 260px", maxWidth: 480 });
export const filter = style({ width: 180 });
export const count = style({ marginLeft: "auto", color: vars.color.fgMuted, fontSize: fontSize.sm });

export const list = style({
  ...stackedList,
  ...clippedPanel(),
});

const columns = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gap: space[4],
  alignItems: "center",
  padding: `${space[2]} ${space[4]}`,
  "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr)", gap: space[1.5] } },
} as const;

export const header = style({
  ...columns,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.fgSubtle,
  background: vars.color.bgAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [narrow]: { display: "none" } },
});

export const row = style({
  ...columns,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: "inset 3px 0 0 transparent",
  selectors: {
    "&:last-child": { borderBottom: "none" },
    "&[data-dirty]": { boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
  },
});

export const source = style({
  fontSize: fontSize.sm,
  color: vars.color.fg,
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
});

export const input = style({ width: "100%" });

export const footer = style(wrapRow(space[3], "center"));

export const pager = style({
  display: "flex",
  alignItems: "center",
  marginLeft: "auto",
  gap: space[3],
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
});
