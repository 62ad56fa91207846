import { fontSize, fontWeight, lineHeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import {
  borderedStack,
  endActions,
  grid,
  mutedText,
  navEntry,
  stackedList,
  twoColumns,
  wrapRow,
} from "@/global/style-parts.ts";

const narrow = "(max-width: 1099px)";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "208px minmax(0, 1fr)",
  gap: space[8],
  alignItems: "start",
  "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr)", gap: space[4] } },
});

/** The vertical tab list; on narrow screens it becomes one scrolling row. */
export const tabList = style({
  position: "sticky",
  top: space[6],
  ...stackedList,
  gap: 2,
  "@media": {
    [narrow]: {
      position: "static",
      flexDirection: "row",
      overflowX: "auto",
      scrollbarWidth: "none",
      borderBottom: `1px solid ${vars.color.border}`,
      paddingBottom: space[2],
      gap: space[1],
    },
  },
});

export const tab = style({
  display: "block",
  ...navEntry,
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { background: vars.color.hover, color: vars.color.fg },
    '&[aria-current="page"]': { background: vars.color.selected, color: vars.color.fg },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const panel = style({ display: "flex", flexDirection: "column", gap: space[5], minWidth: 0, maxWidth: 820 });

export const fields = style({ display: "flex", flexDirection: "column", gap: space[5] });

export const fieldRow = style(twoColumns("(max-width: 640px)"));

export const actions = style(endActions(space[3]));

export const note = style(mutedText(fontSize.md));

export const callout = style({
  display: "flex",
  gap: space[3],
  alignItems: "flex-start",
  padding: `${space[3]} ${space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.fg,
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
});

export const calloutIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.fgMuted });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(160px, max-content) minmax(0, 1fr)",
  gap: `${space[3]} ${space[6]}`,
  margin: 0,
  fontSize: fontSize.md,
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "minmax(0, 1fr)", gap: space[1] } },
});

export const factLabel = style({ color: vars.color.fgMuted, fontWeight: fontWeight.medium });

export const factValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: "anywhere",
  "@media": { "(max-width: 640px)": { marginBottom: space[2] } },
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: "0.85em",
  padding: "1px 5px",
  borderRadius: vars.radius.sm,
  background: vars.color.chip,
  overflowWrap: "anywhere",
});

export const provider = style(borderedStack(space[4], space[4], vars.radius.md));

export const providerHead = style(wrapRow(space[3], "center"));

export const providerName = style({ margin: 0, fontSize: fontSize.base, fontWeight: fontWeight.semibold, flex: 1 });

export const callback = style(wrapRow(space[2], "center"));

export const testMail = style({
  ...grid("minmax(0, 1fr) auto", space[3], { "(max-width: 640px)": "minmax(0, 1fr)" }),
  alignItems: "end",
});

export const switchField = style({ display: "flex", flexDirection: "column", gap: space[1] });

export const switchDescription = style({ ...mutedText(fontSize.sm), paddingInlineStart: 44 });

export const policies = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: space[3],
  minWidth: 0,
});

export const policiesLegend = style({
  padding: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  marginBottom: space[1],
});

export const policyRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr) auto",
  gap: space[3],
  alignItems: "start",
  padding: space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { "(max-width: 820px)": { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});

export const policyRemove = style({
  marginTop: 26,
  "@media": { "(max-width: 820px)": { gridColumn: 2, gridRow: 1, marginTop: 26 } },
});

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: fontSize.sm });
