import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { endActions, stackedList, twoColumns, wrapRow } from "@/global/style-parts.ts";

export const badges = style({ display: "inline-flex", gap: space[1], flexWrap: "wrap" });
export const muted = style({ color: vars.color.fgMuted });

export const header = style(wrapRow(space[4], "center"));
export const headerText = style({ display: "flex", flexDirection: "column", gap: space[1], minWidth: 0, flex: 1 });
export const title = style({
  margin: 0,
  fontSize: fontSize["2xl"],
  fontWeight: fontWeight.semibold,
  overflowWrap: "anywhere",
});
export const headerActions = style(wrapRow(space[2]));
export const tabs = style({ minWidth: 0 });
/** Tabs are links (the tab is in the address): no link underline. */
export const tabLink = style({ textDecoration: "none", whiteSpace: "nowrap" });
export const tabList = style({ overflowX: "auto", scrollbarWidth: "none" });
export const email = style({ color: vars.color.fgMuted, fontSize: fontSize.md, overflowWrap: "anywhere" });
export const description = style({ display: "inline-flex", alignItems: "center", gap: space[2], flexWrap: "wrap" });

export const fields = style({ display: "flex", flexDirection: "column", gap: space[4] });
export const fieldRow = style(twoColumns());
export const footer = style(endActions(space[2]));
export const text = style({ margin: 0, color: vars.color.fgMuted, fontSize: fontSize.md });
export const roles = style({ display: "flex", flexDirection: "column", gap: space[2] });

export const list = style(stackedList);
export const item = style({
  display: "flex",
  alignItems: "center",
  gap: space[3],
  padding: `${space[3]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: "none" } },
});
/** A row on its own inside a section (no divider above it). */
export const row = style({ display: "flex", alignItems: "center", gap: space[3] });
export const sectionFooter = style({ display: "flex", justifyContent: "flex-end", paddingTop: space[3] });
export const itemMain = style({ display: "flex", flexDirection: "column", gap: 2, flex: 1, minWidth: 0 });
export const itemTitle = style({ fontWeight: fontWeight.medium, ...wrapRow(space[2], "center") });
export const itemMeta = style({ color: vars.color.fgMuted, fontSize: fontSize.sm, overflowWrap: "anywhere" });
export const banBox = style({
  display: "flex",
  flexDirection: "column",
  gap: space[2],
  padding: space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
});
export const dangerZone = style({ borderColor: vars.color.danger });
