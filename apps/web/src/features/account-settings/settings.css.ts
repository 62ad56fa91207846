import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { mutedText, stackedList, wrapRow } from "@/global/style-parts.ts";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "220px minmax(0, 1fr)",
  gap: space[10],
  maxWidth: 1080,
  margin: "0 auto",
  padding: `${space[10]} ${space[6]} ${space[16]}`,
  "@media": {
    "(max-width: 768px)": { gridTemplateColumns: "1fr", gap: space[4], padding: `${space[6]} ${space[4]}` },
  },
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: fontSize["3xl"],
  fontWeight: fontWeight.bold,
  letterSpacing: "-0.02em",
  margin: `0 0 ${space[8]}`,
  gridColumn: "1 / -1",
  "@media": { "(max-width: 768px)": { marginBottom: 0 } },
});

export const nav = style({
  position: "sticky",
  top: space[6],
  alignSelf: "start",
  display: "flex",
  flexDirection: "column",
  gap: space[0.5],
  "@media": {
    // Phones keep the section links: one row of chips that scrolls sideways, above the panels.
    "(max-width: 768px)": {
      position: "static",
      flexDirection: "row",
      overflowX: "auto",
      gap: space[2],
      margin: `0 calc(-1 * ${space[4]})`,
      padding: `${space[1]} ${space[4]} ${space[2]}`,
      scrollbarWidth: "none",
    },
  },
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: space[2.5],
  padding: `${space[2]} ${space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.fgMuted,
  textDecoration: "none",
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  selectors: { "&:hover": { background: vars.color.hover, color: vars.color.fg } },
  "@media": {
    "(max-width: 768px)": {
      flex: "none",
      whiteSpace: "nowrap",
      padding: `${space[1.5]} ${space[3]}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: 999,
      fontSize: fontSize.sm,
    },
  },
});

export const sections = style({ display: "flex", flexDirection: "column", gap: space[6], minWidth: 0 });

export const panel = style({
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: space[6],
  scrollMarginTop: space[6],
  boxShadow: vars.shadow.sm,
});

export const dangerPanel = style({ borderColor: vars.color.danger });

export const panelTitle = style({
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  margin: `0 0 ${space[1]}`,
});

export const panelText = style(mutedText(fontSize.md, `0 0 ${space[5]}`));

export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: space[4],
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "1fr" } },
});

export const stack = style({ display: "flex", flexDirection: "column", gap: space[4] });
export const actions = style({ ...wrapRow(space[3], "center"), marginTop: space[5] });

export const avatarRow = style({ ...wrapRow(space[5], "center"), marginBottom: space[5] });

export const list = style({ ...stackedList, maxHeight: 400, overflowY: "auto" });

export const listItem = style({
  display: "flex",
  alignItems: "center",
  gap: space[4],
  padding: `${space[3]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: 0 } },
});

export const itemIcon = style({
  width: 40,
  height: 40,
  flex: "none",
  borderRadius: vars.radius.md,
  display: "grid",
  placeItems: "center",
  background: vars.color.chip,
  color: vars.color.fgMuted,
});

export const itemMain = style({ flex: 1, minWidth: 0 });
export const itemTitle = style({ fontWeight: fontWeight.medium, fontSize: fontSize.base });
export const itemMeta = style({ color: vars.color.fgMuted, fontSize: fontSize.sm, marginTop: space[0.5] });
export const current = style({ color: vars.color.positive, fontWeight: fontWeight.medium });

export const qr = style({
  width: 192,
  height: 192,
  padding: space[2],
  background: "white",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

globalStyle(`${qr} svg`, { width: "100%", height: "100%", display: "block" });

export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.md,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${space[2]} ${space[3]}`,
  wordBreak: "break-all",
});

export const codes = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: space[2],
  fontFamily: vars.font.mono,
  fontSize: fontSize.md,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: space[4],
  margin: `${space[3]} 0`,
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "1fr" } },
});

export const warning = style({
  color: vars.color.warning,
  fontSize: fontSize.md,
  margin: `${space[2]} 0`,
});

export const status = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  fontWeight: fontWeight.semibold,
  marginBottom: space[2],
});

export const toast = style({
  position: "fixed",
  left: "50%",
  bottom: space[6],
  transform: "translateX(-50%)",
  zIndex: 1000,
});
