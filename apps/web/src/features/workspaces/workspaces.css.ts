import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { ellipsis, mutedText, pageTitle, plainList, wrapRow } from "@/global/style-parts.ts";

export const page = style({
  maxWidth: 880,
  margin: "0 auto",
  padding: `${space[10]} ${space[6]} ${space[16]}`,
  display: "flex",
  flexDirection: "column",
  gap: space[6],
  "@media": { "(max-width: 768px)": { padding: `${space[6]} ${space[4]}` } },
});

export const header = style(wrapRow(space[4], "center"));

export const title = style({
  ...pageTitle,
  flex: "1 1 auto",
  // Long names wrap between words; only a single word too long for the line is broken.
  overflowWrap: "break-word",
  wordBreak: "normal",
  "@media": { "(max-width: 768px)": { fontSize: fontSize["2xl"] } },
});

export const lead = style(mutedText(fontSize.md));

export const panel = style({
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: space[6],
  boxShadow: vars.shadow.sm,
  "@media": { "(max-width: 768px)": { padding: space[4] } },
});

export const dangerPanel = style({ borderColor: vars.color.danger });

export const panelTitle = style({ fontSize: fontSize.lg, fontWeight: fontWeight.semibold, margin: `0 0 ${space[4]}` });

export const row = style({
  ...wrapRow(space[4], "center"),
  padding: `${space[3]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: 0, paddingTop: 0 } },
});

export const list = style(plainList);

export const rowMain = style({ flex: 1, minWidth: 160 });
export const rowTitle = style({ fontWeight: fontWeight.medium, fontSize: fontSize.base, overflowWrap: "break-word" });
export const rowMeta = style({ color: vars.color.fgMuted, fontSize: fontSize.sm, marginTop: space[0.5] });
export const rowActions = style(wrapRow(space[2], "center"));

export const inlineForm = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 180px auto",
  gap: space[3],
  alignItems: "end",
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "1fr" } },
});

export const renameForm = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: space[3],
  alignItems: "end",
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "1fr" } },
});

export const roleSelect = style({ width: 160 });

export const card = style({
  maxWidth: 480,
  margin: `${space[16]} auto`,
  padding: space[8],
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  display: "flex",
  flexDirection: "column",
  gap: space[4],
  textAlign: "center",
  "@media": { "(max-width: 768px)": { margin: `${space[6]} ${space[4]}`, padding: space[6] } },
});

export const cardActions = style({ ...wrapRow(space[3]), justifyContent: "center" });

export const switcher = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[1.5],
  maxWidth: 180,
  padding: `${space[1.5]} ${space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.fg,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.hover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}` },
  },
  "@media": { "(max-width: 768px)": { maxWidth: 120 } },
});

export const switcherLabel = style(ellipsis);
