import { fontSize, fontWeight, lineHeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { borderedStack, grid, stackedList, wrapRow } from "@/global/style-parts.ts";

export const live = style({ ...borderedStack(space[3], space[4], vars.radius.md), background: vars.color.bgAlt });

export const liveHead = style({
  ...wrapRow(space[3]),
  justifyContent: "space-between",
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  overflowWrap: "anywhere",
});

export const muted = style({ color: vars.color.fgMuted, fontWeight: fontWeight.regular });

export const counts = style({
  ...grid("repeat(6, minmax(0, 1fr))", space[2], { "(max-width: 640px)": "repeat(3, minmax(0, 1fr))" }),
  margin: 0,
});

export const count = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });

export const countLabel = style({ color: vars.color.fgMuted, fontSize: fontSize.sm });

export const countValue = style({
  margin: 0,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
});

export const history = style(stackedList);

export const scan = style({
  display: "flex",
  flexDirection: "column",
  gap: space[1],
  padding: `${space[3]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
});

export const scanHead = style({ ...wrapRow(space[3]), justifyContent: "space-between", overflowWrap: "anywhere" });

export const badge = style({
  display: "inline-block",
  padding: `0 ${space[2]}`,
  borderRadius: "999px",
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  background: vars.color.selected,
  color: vars.color.fg,
  whiteSpace: "nowrap",
});

export const failedBadge = style([
  badge,
  { background: "transparent", color: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
]);

export const failures = style({
  margin: `${space[1]} 0 0`,
  paddingLeft: space[4],
  fontSize: fontSize.sm,
  color: vars.color.fgMuted,
  overflowWrap: "anywhere",
});

export const failurePath = style({ color: vars.color.fg, fontFamily: vars.font.mono });

export const pollBadge = style([
  badge,
  { background: "transparent", color: vars.color.fgMuted, boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
]);

export const folders = style(stackedList);

export const folder = style({
  ...wrapRow(space[3], "baseline"),
  justifyContent: "space-between",
  padding: `${space[2]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: fontSize.md,
});

export const folderPath = style({ fontFamily: vars.font.mono, overflowWrap: "anywhere", minWidth: 0 });

export const folderMode = style(wrapRow(space[2], "baseline"));
