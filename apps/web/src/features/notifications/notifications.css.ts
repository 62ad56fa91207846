import { vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { headerButtonStates, plainList, roundButton, wrapRow } from "@/global/style-parts.ts";

export const bell = style({
  ...roundButton(40, vars.color.chip, vars.color.fg),
  position: "relative",
  selectors: headerButtonStates,
});

export const count = style({
  position: "absolute",
  top: -4,
  right: -4,
  minWidth: 18,
  height: 18,
  padding: "0 5px",
  borderRadius: 999,
  background: vars.color.danger,
  color: vars.color.dangerFg,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: "18px",
  textAlign: "center",
});

export const popover = style({ width: "min(380px, calc(100vw - 24px))", padding: 0 });

export const popoverHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: 8,
  padding: "12px 16px",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const popoverTitle = style({ margin: 0, fontSize: 16, fontWeight: 700 });

export const popoverList = style({ maxHeight: 420, overflowY: "auto" });

export const popoverFooter = style({
  display: "flex",
  justifyContent: "space-between",
  padding: "10px 16px",
  borderTop: `1px solid ${vars.color.border}`,
});

export const list = style(plainList);

export const item = style({
  display: "flex",
  gap: 12,
  width: "100%",
  padding: "12px 16px",
  border: "none",
  background: "transparent",
  color: vars.color.fg,
  textAlign: "start",
  cursor: "pointer",
  font: "inherit",
  selectors: {
    "&[data-hovered]": { background: vars.color.hover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const entry = style({ display: "grid" });

/** Lined up under the item's text: the dot (8) and the gap (12) past the item's padding (16). */
export const inviteActions = style({ ...wrapRow(8), padding: "0 16px 12px 36px" });

export const inviteOutcome = style({
  margin: 0,
  padding: "0 16px 12px 36px",
  fontSize: 13,
  color: vars.color.fgMuted,
});

export const unreadDot = style({
  flex: "none",
  width: 8,
  height: 8,
  marginTop: 6,
  borderRadius: 999,
  background: vars.color.primary,
});

export const readDot = style([unreadDot, { background: "transparent" }]);

export const itemBody = style({ display: "grid", gap: 4, minWidth: 0 });
export const primaryLine = style({ fontSize: 14, lineHeight: 1.4 });
export const otherLine = style({ fontSize: 13, color: vars.color.fgMuted, overflowWrap: "anywhere" });
export const when = style({ fontSize: 12, color: vars.color.fgSubtle });

export const page = style({
  maxWidth: 760,
  margin: "0 auto",
  padding: "24px 16px",
  // The player's content already keeps a margin on phones: the matrix gets the whole width.
  "@media": { "(max-width: 480px)": { padding: "16px 0" } },
});

export const pageHeader = style({ ...wrapRow(12, "center"), marginBottom: 16 });

export const pageTitle = style({ margin: 0, fontSize: 24, fontWeight: 800, flex: 1 });

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bgElevated,
  // The matrix never squeezes its channel names: on the narrowest phones it scrolls sideways.
  overflowX: "auto",
});

export const matrix = style({ width: "100%", borderCollapse: "collapse" });

export const groupRow = style({ background: vars.color.bgAlt, fontWeight: 700 });

export const cell = style({
  padding: "10px 12px",
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "middle",
  "@media": { "(max-width: 480px)": { padding: "10px 8px" } },
});

// A channel's name ("In app") is the column's header: it sizes the column and never wraps.
export const channelCell = style([
  cell,
  {
    textAlign: "center",
    width: "1%",
    whiteSpace: "nowrap",
    "@media": { "(max-width: 480px)": { padding: "10px 4px", fontSize: 13 } },
  },
]);

// Phones: the channel names sit closer to their boxes, so three channels fit beside the names.
globalStyle(`${channelCell} label`, { "@media": { "(max-width: 480px)": { gap: 4, fontSize: 12 } } });

export const blocked = style({ color: vars.color.danger, fontSize: 14, margin: "12px 0" });

export const actions = style({ display: "flex", justifyContent: "flex-end", marginTop: 16 });

export const link = style({ color: vars.color.primary, fontWeight: 600, textDecoration: "none", fontSize: 14 });

export const hidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
});
