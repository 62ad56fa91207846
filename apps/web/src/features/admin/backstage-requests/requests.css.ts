import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { grid as gridOf, stackedList, wrapRow } from "@/global/style-parts.ts";

export const loading = style({ display: "grid", placeItems: "center", padding: space[10] });

export const title = style({ display: "inline-flex", alignItems: "center", gap: space[3], flexWrap: "wrap" });

export const grid = style({
  ...gridOf("repeat(auto-fit, minmax(min(100%, 380px), 1fr))", space[5]),
  alignItems: "start",
});

export const column = style({ display: "flex", flexDirection: "column", gap: space[5], minWidth: 0 });

export const person = style({ display: "flex", alignItems: "center", gap: space[3] });

export const personText = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0, flex: 1 });

export const personName = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  fontWeight: fontWeight.semibold,
  color: vars.color.fg,
  textDecoration: "none",
  selectors: { "a&:hover": { textDecoration: "underline" } },
});

export const muted = style({ color: vars.color.fgMuted, margin: 0, overflowWrap: "anywhere" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${space[2]} ${space[4]}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.fgMuted, fontSize: fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0 });

export const message = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.6 });

export const list = style({ ...stackedList, gap: space[2] });

export const link = style({ color: vars.color.primary, overflowWrap: "anywhere" });

export const file = style(wrapRow(space[2], "center"));

export const decision = style({
  padding: `${space[3]} ${space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
  selectors: {
    '&[data-status="approved"]': { borderLeft: `4px solid ${vars.color.positive}` },
    '&[data-status="denied"]': { borderLeft: `4px solid ${vars.color.danger}` },
  },
});

export const reason = style({ margin: `${space[2]} 0 0`, whiteSpace: "pre-wrap" });

export const dialogFields = style({ display: "flex", flexDirection: "column", gap: space[4] });

export const dialogText = style({ margin: 0, color: vars.color.fgMuted, lineHeight: 1.5 });
