import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { dashedOutline, grid } from "@/global/style-parts.ts";

export const cards = style({ display: "flex", flexDirection: "column", gap: space[5] });

export const card = style({
  ...grid("minmax(0, 1fr) minmax(0, 1fr)", space[6], { "screen and (max-width: 1099px)": "minmax(0, 1fr)" }),
  padding: space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bg,
});

export const head = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: space[3],
});

export const name = style({ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.semibold });

export const where = style({ margin: `${space[0.5]} 0 0`, color: vars.color.fgMuted, fontSize: fontSize.sm });

export const slotKey = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.xs,
  color: vars.color.fgSubtle,
});

export const fields = style({ display: "flex", flexDirection: "column", gap: space[4] });

export const code = style({});
/** Code is easier to read in a monospace face; the label and help text keep the body font. */
globalStyle(`${code} textarea`, { fontFamily: vars.font.mono, fontSize: fontSize.sm });

export const actions = style({ display: "flex", justifyContent: "flex-end" });

export const previewColumn = style({ display: "flex", flexDirection: "column", gap: space[2], minWidth: 0 });

export const previewLabel = style({
  display: "flex",
  justifyContent: "space-between",
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
});

/** The page around the ad, drawn lightly so the slot's size reads at a glance. */
export const stage = style({
  padding: space[3],
  ...dashedOutline(),
  background: vars.color.bgAlt,
});

export const placeholder = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  height: "100%",
  width: "100%",
  borderRadius: vars.radius.sm,
  background: `repeating-linear-gradient(45deg, transparent 0 8px, ${vars.color.hover} 8px 16px)`,
  color: vars.color.fgSubtle,
  fontSize: fontSize.sm,
  textAlign: "center",
  padding: space[3],
});

export const imageRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: space[2],
  alignItems: "start",
});

/** Lines the button up with the text box, below the field's label. */
export const uploadButton = style({ paddingTop: 26 });
