import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import {
  clippedPanel,
  dashedOutline,
  dragGrip,
  draggableRow,
  ellipsis,
  endActions,
  grid,
  ruledList,
  thumbnail,
  visuallyHidden as visuallyHiddenPart,
  wrapRow,
} from "@/global/style-parts.ts";

const wide = "screen and (min-width: 1280px)";
const narrow = "screen and (max-width: 799px)";

export const loading = style({ display: "grid", placeItems: "center", padding: space[10] });

export const homeNote = style({ display: "inline-flex", alignItems: "center", gap: space[2], flexWrap: "wrap" });

/** Form and preview side by side on wide screens; the preview follows the form on smaller ones. */
export const editorGrid = style({
  ...grid("minmax(0, 1fr)", space[5], { [wide]: "minmax(0, 5fr) minmax(0, 6fr)" }),
  alignItems: "start",
});

export const formColumn = style({ display: "flex", flexDirection: "column", gap: space[5], minWidth: 0 });

export const previewColumn = style({
  minWidth: 0,
  "@media": { [wide]: { position: "sticky", top: `calc(64px + ${space[4]})` } },
});

export const row = style({ ...grid("repeat(auto-fit, minmax(200px, 1fr))", space[4]), alignItems: "start" });

export const hint = style({ fontSize: fontSize.sm, color: vars.color.fgMuted, margin: `${space[1]} 0 0` });

export const actions = style({ ...endActions(space[2]), alignItems: "center" });

export const actionsStart = style({ marginRight: "auto" });

export const itemsCount = style({ color: vars.color.fgMuted, fontVariantNumeric: "tabular-nums" });

export const itemsEditor = style({ display: "flex", flexDirection: "column", gap: space[3] });

export const itemList = style({ ...ruledList, maxHeight: 480, overflowY: "auto" });

export const itemRow = style({
  ...draggableRow("20px 24px 40px minmax(0, 1fr) auto", { "&:hover": { background: vars.color.hover } }),
  "@media": { [narrow]: { gridTemplateColumns: "16px 40px minmax(0, 1fr) auto" } },
});

export const grip = style(dragGrip);

export const position = style({
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  textAlign: "end",
  "@media": { [narrow]: { display: "none" } },
});

export const thumb = style(thumbnail(40));

export const round = style({ borderRadius: "50%" });

export const itemText = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const itemName = style({ ...ellipsis, fontWeight: fontWeight.medium });

export const itemSub = style({ ...ellipsis, fontSize: fontSize.sm, color: vars.color.fgMuted });

export const itemButtons = style({ display: "inline-flex", gap: 2 });

export const emptyItems = style({
  margin: 0,
  padding: space[6],
  textAlign: "center",
  color: vars.color.fgMuted,
  ...dashedOutline(),
});

export const visuallyHidden = style(visuallyHiddenPart);

export const previewPanel = style({ display: "flex", flexDirection: "column", ...clippedPanel() });

export const previewHead = style({
  ...wrapRow(space[2], "center"),
  padding: `${space[3]} ${space[5]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
});

export const previewTitle = style({ margin: 0, fontSize: fontSize.md, fontWeight: fontWeight.semibold });

export const previewNote = style({ marginLeft: "auto", fontSize: fontSize.sm, color: vars.color.fgMuted });

export const previewBody = style({
  padding: space[5],
  overflowY: "auto",
  maxHeight: "75dvh",
  "@media": { [wide]: { maxHeight: "calc(100dvh - 64px - 140px)" } },
});

export const previewPage = style({ display: "flex", flexDirection: "column", gap: space[2], minWidth: 0 });

export const previewChannelTitle = style({
  margin: 0,
  fontSize: 28,
  fontWeight: 900,
  letterSpacing: "-0.02em",
});

export const previewSkeleton = style({ display: "grid", gap: space[3] });

export const previewSkeletonRow = style({ display: "flex", gap: space[4], overflow: "hidden" });

export const previewGenre = style({ flexBasis: "100%" });
