import { fontSize, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { grid, wrapRow } from "@/global/style-parts.ts";

export { badgedName as nameCell, editLink as nameLink } from "../datatable/cells.css.ts";

export const prices = style(wrapRow(space[1]));
export const price = style({
  padding: `0 ${space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.chip,
  fontSize: fontSize.sm,
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
});
export const muted = style({ color: vars.color.fgMuted });
export const userCell = style({ display: "flex", flexDirection: "column", lineHeight: 1.3 });
export const email = style({ color: vars.color.fgMuted, fontSize: fontSize.sm });

export const layout = style({ display: "flex", flexDirection: "column", gap: space[5], maxWidth: 960 });
export const row2 = style(
  grid("minmax(0, 2fr) minmax(0, 1fr)", space[4], { "screen and (max-width: 699px)": "minmax(0, 1fr)" }),
);
export const switches = style(wrapRow(`${space[3]} ${space[6]}`));
export const list = style({ display: "flex", flexDirection: "column", gap: space[3] });
export const featureRow = style({ ...grid("minmax(0, 1fr) auto", space[2]), alignItems: "start" });
export const priceRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(100px, 1.2fr) minmax(96px, 1fr) minmax(110px, 1fr) minmax(70px, 0.6fr) auto",
  gap: space[3],
  alignItems: "start",
  padding: space[3],
  borderRadius: vars.radius.md,
  background: vars.color.bgAlt,
  "@media": {
    "screen and (max-width: 699px)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" },
  },
});
export const removeButton = style({
  marginTop: 26,
  "@media": { "screen and (max-width: 699px)": { gridColumn: "1 / -1", justifySelf: "end", marginTop: 0 } },
});
export const hint = style({ margin: 0, color: vars.color.fgMuted, fontSize: fontSize.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: fontSize.sm });
export const footer = style({ display: "flex", justifyContent: "flex-end", gap: space[2] });
