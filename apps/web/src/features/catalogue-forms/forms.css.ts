import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { dashedOutline, dragGrip, draggableRow, ellipsis, endActions, grid, ruledList } from "@/global/style-parts.ts";

const narrow = "screen and (max-width: 799px)";

/** Main fields beside the artwork column on wide screens, stacked on phones. */
export const layout = style({
  ...grid("220px minmax(0, 1fr)", space[6], { [narrow]: "minmax(0, 1fr)" }),
  alignItems: "start",
});

export const column = style({ display: "flex", flexDirection: "column", gap: space[4], minWidth: 0 });

export const row = style(grid("repeat(auto-fit, minmax(140px, 1fr))", space[4]));

export const actions = style({
  ...endActions(space[2]),
  alignItems: "center",
  paddingTop: space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

export const actionsStart = style({ marginRight: "auto" });

export const imageBox = style({ display: "flex", flexDirection: "column", gap: space[2] });

export const imageFrame = style({
  width: "100%",
  aspectRatio: "1 / 1",
  ...dashedOutline(),
  background: vars.color.bgAlt,
  overflow: "hidden",
  display: "grid",
  placeItems: "center",
  color: vars.color.fgSubtle,
  "@media": { [narrow]: { width: 160 } },
});

export const imageRound = style({ borderRadius: "50%" });

export const image = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const imageButtons = style({ display: "flex", gap: space[2], flexWrap: "wrap" });

export const label = style({ fontSize: fontSize.sm, fontWeight: fontWeight.medium, color: vars.color.fg });

export const hint = style({ fontSize: fontSize.sm, color: vars.color.fgMuted, margin: 0 });

export const error = style({ fontSize: fontSize.sm, color: vars.color.danger, margin: 0 });

export const chips = style({ display: "flex", flexWrap: "wrap", gap: space[1.5] });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[1],
  padding: `${space[0.5]} ${space[1]} ${space[0.5]} ${space[2.5]}`,
  borderRadius: 999,
  background: vars.color.chip,
  fontSize: fontSize.sm,
});

export const picker = style({ display: "flex", flexDirection: "column", gap: space[2] });

export const trackList = style(ruledList);

export const trackRow = style(
  draggableRow("28px 32px minmax(0, 1fr) auto auto", {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  }),
);

export const grip = style(dragGrip);

export const trackNumber = style({ color: vars.color.fgMuted, fontVariantNumeric: "tabular-nums", textAlign: "end" });

export const trackName = style(ellipsis);

export const trackMeta = style({
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

export const linkRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr) auto",
  gap: space[2],
  alignItems: "end",
  "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});

export const mono = style({});
globalStyle(`${mono} textarea`, { fontFamily: vars.font.mono, fontSize: fontSize.sm });

/** An edit page while its item loads. */
export const editLoading = style({ display: "grid", placeItems: "center", minHeight: 240 });
