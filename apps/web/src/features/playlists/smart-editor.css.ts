import { vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { wrapRow } from "@/global/style-parts.ts";

const phone = "screen and (max-width: 640px)";

export const body = style({ display: "grid", gap: 18 });

export const top = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: 16,
  alignItems: "end",
  "@media": { [phone]: { gridTemplateColumns: "1fr" } },
});

export const group = style({
  display: "grid",
  gap: 10,
  padding: 14,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
});

export const nestedGroup = style({
  background: vars.color.bg,
  borderStyle: "dashed",
});

export const groupHead = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: 10,
});

export const groupWords = style({ fontSize: 14, color: vars.color.fgMuted });

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(120px, 1fr) minmax(120px, 1fr) minmax(140px, 1.4fr) auto",
  gap: 8,
  alignItems: "start",
  "@media": {
    [phone]: {
      gridTemplateColumns: "1fr 1fr auto",
      paddingBottom: 10,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const value = style({
  display: "flex",
  gap: 6,
  alignItems: "start",
  minWidth: 0,
  "@media": { [phone]: { gridColumn: "1 / 3", gridRow: 2 } },
});

globalStyle(`${value} > *`, { flex: "1 1 0", minWidth: 0 });

export const rowError = style({ gridColumn: "1 / -1", color: vars.color.danger, fontSize: 13, margin: 0 });

export const actions = style(wrapRow(8));

export const sortRow = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr 120px",
  gap: 10,
  alignItems: "end",
  "@media": { [phone]: { gridTemplateColumns: "1fr 1fr" } },
});

export const count = style({
  display: "flex",
  alignItems: "center",
  gap: 8,
  padding: "10px 14px",
  borderRadius: vars.radius.md,
  background: vars.color.chip,
  color: vars.color.fg,
  fontWeight: 600,
  fontSize: 14,
  minHeight: 40,
});

export const countMuted = style({ fontWeight: 400, color: vars.color.fgMuted });

export const footer = style({ ...wrapRow(8), justifyContent: "space-between", width: "100%" });

export const hiddenInput = style({ display: "none" });
