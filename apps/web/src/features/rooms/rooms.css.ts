import { vars } from "@backbeat/ui/theme";
import { keyframes, style } from "@vanilla-extract/css";
import { ellipsis, wrapRow } from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 767px)";
const wide = "screen and (max-width: 1100px)";

const glow = `color-mix(in srgb, ${vars.color.primary} 16%, ${vars.color.bgElevated})`;

export const page = style({ display: "grid", gap: 20, padding: "16px 0 48px" });

export const hero = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: 24,
  padding: 24,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(120deg, ${glow} 0%, ${vars.color.bgElevated} 70%)`,
  "@media": {
    [mobile]: { gridTemplateColumns: "auto minmax(0, 1fr)", padding: 16, gap: 14 },
  },
});

export const heroCover = style({
  width: 132,
  height: 132,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  "@media": { [mobile]: { width: 84, height: 84 } },
});

export const heroText = style({ display: "grid", gap: 6, minWidth: 0 });

export const kicker = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 8,
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.primary,
});

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.35 } });
export const liveDot = style({
  width: 8,
  height: 8,
  borderRadius: 999,
  background: vars.color.primary,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const title = style({
  margin: 0,
  fontSize: 30,
  lineHeight: 1.1,
  fontWeight: 800,
  letterSpacing: "-0.02em",
  ...ellipsis,
  "@media": { [mobile]: { fontSize: 21 } },
});

export const sub = style({ color: vars.color.fgMuted, fontSize: 14, minWidth: 0 });

export const progress = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: 10,
  fontSize: 12,
  color: vars.color.fgMuted,
  fontVariantNumeric: "tabular-nums",
  marginTop: 6,
  maxWidth: 520,
});
export const track = style({ height: 4, borderRadius: 999, background: vars.color.border, overflow: "hidden" });
export const fill = style({ height: "100%", background: vars.color.primary, borderRadius: 999 });

export const heroActions = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: 8,
  "@media": { [mobile]: { gridColumn: "1 / -1", flexDirection: "row", flexWrap: "wrap" } },
});

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1.4fr) minmax(300px, 1fr)",
  gap: 20,
  alignItems: "start",
  "@media": { [wide]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const panel = style({
  display: "grid",
  gap: 12,
  padding: 20,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
  minWidth: 0,
  "@media": { [mobile]: { padding: 14 } },
});
export const panelHead = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 12 });
export const panelTitle = style({ margin: 0, fontSize: 16, fontWeight: 700 });
export const muted = style({ color: vars.color.fgMuted, fontSize: 13, margin: 0 });

export const side = style({ display: "grid", gap: 20, minWidth: 0 });

export const queue = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2 });
export const queueRow = style({
  display: "grid",
  gridTemplateColumns: "28px 40px minmax(0, 1fr) auto",
  alignItems: "center",
  gap: 12,
  padding: "6px 8px",
  borderRadius: vars.radius.md,
  selectors: { "&[data-current='true']": { background: vars.color.selected } },
});
export const queueButton = style({
  all: "unset",
  cursor: "pointer",
  display: "contents",
  selectors: { "&[aria-disabled='true']": { cursor: "default" } },
});
export const queueIndex = style({
  color: vars.color.fgMuted,
  fontSize: 13,
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
});
export const queueCover = style({ width: 40, height: 40, borderRadius: vars.radius.sm });
export const queueText = style({ display: "grid", minWidth: 0 });
export const queueName = style({
  fontWeight: 600,
  fontSize: 14,
  ...ellipsis,
});
export const queueSub = style([sub, { fontSize: 12.5, ...ellipsis }]);

export const people = style(wrapRow(10));
export const person = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 8,
  padding: "4px 10px 4px 4px",
  borderRadius: 999,
  background: vars.color.chip,
  fontSize: 13,
  fontWeight: 600,
  maxWidth: "100%",
});
export const personName = style(ellipsis);
export const hostBadge = style({
  fontSize: 10.5,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.primaryFg,
  background: vars.color.primary,
  borderRadius: 999,
  padding: "2px 6px",
});

export const stack = style({ display: "flex", alignItems: "center" });
export const stackItem = style({
  marginLeft: -8,
  borderRadius: 999,
  boxShadow: `0 0 0 2px ${vars.color.bgElevated}`,
  selectors: { "&:first-child": { marginLeft: 0 } },
});

export const chat = style({ display: "grid", gridTemplateRows: "minmax(0, 1fr) auto", gap: 12 });
export const messages = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  alignContent: "start",
  gap: 10,
  maxHeight: 360,
  minHeight: 160,
  overflowY: "auto",
});
export const message = style({ display: "grid", gridTemplateColumns: "28px minmax(0, 1fr)", gap: 10 });
export const messageHead = style({ display: "flex", gap: 8, alignItems: "baseline", fontSize: 13 });
export const messageName = style({ fontWeight: 700 });
export const messageTime = style({ color: vars.color.fgSubtle, fontSize: 11.5 });
export const messageText = style({ fontSize: 14, overflowWrap: "anywhere", whiteSpace: "pre-wrap" });
export const chatForm = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: 8,
  alignItems: "start",
});

export const join = style({
  display: "grid",
  justifyItems: "center",
  textAlign: "center",
  gap: 14,
  padding: "48px 24px",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(circle at 50% 0%, ${glow}, ${vars.color.bgElevated} 70%)`,
  maxWidth: 640,
  margin: "24px auto 0",
  width: "100%",
});
export const joinTitle = style({ margin: 0, fontSize: 28, fontWeight: 800, letterSpacing: "-0.02em" });
export const hostSwitch = style({ fontSize: 14 });
