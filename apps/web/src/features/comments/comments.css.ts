import { vars } from "@backbeat/ui/theme";
import { keyframes, style } from "@vanilla-extract/css";
import { wrapRow } from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 767px)";

/** The waveform with its comment avatars along the bottom edge. */
export const waveWrap = style({ position: "relative", width: "100%" });
export const markers = style({
  position: "absolute",
  left: 0,
  right: 0,
  bottom: 0,
  height: 0,
  pointerEvents: "none",
});
export const marker = style({
  position: "absolute",
  bottom: -10,
  transform: "translateX(-50%)",
  padding: 0,
  border: `2px solid ${vars.color.bg}`,
  borderRadius: 999,
  background: vars.color.bg,
  cursor: "pointer",
  pointerEvents: "auto",
  lineHeight: 0,
  transition: "transform 120ms ease",
  outline: "none",
  selectors: {
    "&:hover, &:focus-visible": { transform: "translateX(-50%) scale(1.25)", zIndex: 2 },
    "&:focus-visible": { boxShadow: `0 0 0 2px ${vars.color.focus}` },
  },
});
export const markerSmall = style({ bottom: -7, borderWidth: 1 });

const rise = keyframes({ from: { opacity: 0, transform: "translate(-50%, 4px)" }, to: { opacity: 1 } });
export const card = style({
  position: "absolute",
  bottom: 22,
  transform: "translateX(-50%)",
  zIndex: 20,
  width: "max-content",
  maxWidth: 280,
  display: "grid",
  gap: 4,
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  background: vars.color.bgElevated,
  color: vars.color.fg,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: 13,
  lineHeight: 1.45,
  pointerEvents: "none",
  animation: `${rise} 140ms ease-out`,
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
});
export const cardHead = style({ display: "flex", alignItems: "center", gap: 6, fontWeight: 600, fontSize: 12.5 });
export const time = style({ color: vars.color.fgMuted, fontVariantNumeric: "tabular-nums", fontWeight: 500 });

// ---- the comments section of the track page ----

export const section = style({ margin: "28px 0 8px", maxWidth: 760 });
export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: 12,
  marginBottom: 12,
});
export const title = style({ fontSize: 20, fontWeight: 700, margin: 0, whiteSpace: "nowrap" });
export const orderPicker = style(wrapRow(4, "center"));
export const liveSwitch = style({ fontSize: 13, color: vars.color.fgMuted, marginRight: 8 });
export const orderButton = style({
  border: "none",
  background: "transparent",
  color: vars.color.fgMuted,
  padding: "4px 10px",
  borderRadius: 999,
  fontSize: 13,
  cursor: "pointer",
  selectors: {
    "&[aria-pressed=true]": { background: vars.color.chip, color: vars.color.fg, fontWeight: 600 },
    "&:hover": { color: vars.color.fg },
  },
});

export const box = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 96px auto",
  alignItems: "start",
  gap: 10,
  padding: 12,
  borderRadius: vars.radius.lg,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
  marginBottom: 16,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr) 88px", gap: 8 } },
});
/**
 * Over the full-screen player's darkened artwork, whose text tokens are the on-image colour:
 * the box and its fields are dark glass, so that text reads in light and dark themes alike.
 */
const glass = `color-mix(in srgb, ${vars.color.overlay} 55%, transparent)`;
export const playerBox = style([
  box,
  {
    marginBottom: 0,
    background: glass,
    backdropFilter: "blur(12px)",
    vars: { [vars.color.bg]: glass, [vars.color.bgAlt]: glass, [vars.color.bgElevated]: glass },
  },
]);
export const boxSubmit = style({ paddingTop: 22, "@media": { [mobile]: { gridColumn: "1 / -1", paddingTop: 0 } } });
export const replyBox = style([box, { marginTop: 8, marginBottom: 4, gridTemplateColumns: "minmax(0, 1fr) auto" }]);
export const replySubmit = style({ paddingTop: 0, alignSelf: "end" });
export const notice = style({ color: vars.color.fgMuted, fontSize: 14, margin: "0 0 16px" });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 4 });
export const item = style({
  display: "grid",
  gridTemplateColumns: "36px minmax(0, 1fr)",
  gap: 12,
  padding: "10px 8px",
  borderRadius: vars.radius.md,
});
export const replyItem = style([item, { gridTemplateColumns: "28px minmax(0, 1fr)", padding: "8px 0 0" }]);
export const replies = style({ listStyle: "none", margin: "4px 0 0", padding: 0, display: "grid", gap: 2 });
export const meta = style({ ...wrapRow(8, "center"), fontSize: 13 });
export const name = style({ fontWeight: 600, color: vars.color.fg });
export const stamp = style({
  border: "none",
  background: vars.color.chip,
  color: vars.color.fg,
  borderRadius: 999,
  padding: "1px 8px",
  fontSize: 12,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.hover } },
});
export const ago = style({ color: vars.color.fgSubtle, fontSize: 12 });
export const content = style({
  margin: "4px 0 0",
  fontSize: 14.5,
  lineHeight: 1.55,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});
export const actions = style({ display: "flex", gap: 4, marginTop: 2 });
export const action = style({
  border: "none",
  background: "transparent",
  color: vars.color.fgMuted,
  fontSize: 12.5,
  fontWeight: 600,
  padding: "2px 6px",
  marginLeft: -6,
  borderRadius: 6,
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.fg, background: vars.color.hover } },
});
export const empty = style({ color: vars.color.fgMuted, fontSize: 14, padding: "12px 0" });

// ---- the comment at the playhead, above the player bar ----

const surface = keyframes({
  "0%": { opacity: 0, transform: "translate(-50%, 6px)" },
  "10%": { opacity: 1, transform: "translate(-50%, 0)" },
  "85%": { opacity: 1 },
  "100%": { opacity: 0 },
});
export const playhead = style({
  position: "fixed",
  left: "50%",
  bottom: 104,
  zIndex: 40,
  display: "flex",
  alignItems: "flex-start",
  gap: 10,
  maxWidth: "min(440px, calc(100vw - 32px))",
  padding: "10px 14px",
  borderRadius: vars.radius.lg,
  background: vars.color.bgElevated,
  color: vars.color.fg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  fontSize: 13.5,
  lineHeight: 1.45,
  animation: `${surface} 4s ease forwards`,
  pointerEvents: "none",
  overflowWrap: "anywhere",
  "@media": { [mobile]: { bottom: 150 } },
});
