import { vars } from "@backbeat/ui/theme";
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { ellipsis } from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 767px)";

// ---- hero showcase: a few covers fanned behind the player as the app draws it ---------------------

export const showcase = style({
  position: "relative",
  width: "100%",
  maxWidth: 460,
  aspectRatio: "1 / 1.02",
  marginInlineStart: "auto",
  "@media": { [mobile]: { maxWidth: 340, margin: "8px auto 0", aspectRatio: "1 / 0.92" } },
});

const fanned = style({
  position: "absolute",
  width: "46%",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const fanBack = style([fanned, { top: "2%", right: "0%", transform: "rotate(8deg)", opacity: 0.9 }]);
export const fanMiddle = style([fanned, { top: "10%", left: "0%", transform: "rotate(-7deg)", opacity: 0.95 }]);

export const nowPlaying = style({
  position: "absolute",
  left: "12%",
  right: "8%",
  bottom: 0,
  display: "grid",
  gap: 14,
  padding: 18,
  borderRadius: vars.radius.lg,
  background: `color-mix(in srgb, ${vars.color.bgElevated} 88%, transparent)`,
  backdropFilter: "blur(14px)",
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  color: vars.color.fg,
  "@media": { [mobile]: { left: "6%", right: "6%", padding: 14, gap: 10 } },
});

export const nowCover = style({ width: "100%", borderRadius: vars.radius.md });

export const nowHead = style({ display: "flex", alignItems: "center", gap: 12, minWidth: 0 });

export const nowText = style({ display: "grid", gap: 2, minWidth: 0, flex: 1 });

export const nowLabel = style({
  fontSize: 11,
  fontWeight: 800,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  color: vars.color.primary,
});

export const nowTitle = style({
  fontWeight: 800,
  fontSize: 17,
  ...ellipsis,
});

export const nowArtist = style({
  color: vars.color.fgMuted,
  fontSize: 14,
  ...ellipsis,
});

export const heart = style({ color: vars.color.primary, flex: "none" });

export const progress = style({ display: "grid", gridTemplateColumns: "auto 1fr auto", alignItems: "center", gap: 10 });

export const time = style({ fontSize: 12, color: vars.color.fgSubtle, fontVariantNumeric: "tabular-nums" });

export const track = style({
  position: "relative",
  height: 4,
  borderRadius: 999,
  background: vars.color.chip,
  overflow: "hidden",
});

const grow = keyframes({ from: { transform: "scaleX(0.3)" }, to: { transform: "scaleX(1)" } });

export const fill = style({
  position: "absolute",
  inset: 0,
  width: "42%",
  borderRadius: 999,
  background: vars.color.primary,
  transformOrigin: "left",
  animation: `${grow} 24s linear infinite alternate`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 22,
  color: vars.color.fgMuted,
});

export const play = style({
  display: "grid",
  placeItems: "center",
  width: 48,
  height: 48,
  borderRadius: 999,
  background: vars.color.primary,
  color: vars.color.primaryFg,
  boxShadow: vars.shadow.md,
});

export const upNext = style({
  display: "grid",
  gap: 8,
  margin: 0,
  padding: "12px 0 0",
  listStyle: "none",
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [mobile]: { display: "none" } },
});

export const row = style({ display: "flex", alignItems: "center", gap: 10, minWidth: 0, fontSize: 14 });

export const rowText = style({ display: "grid", minWidth: 0, flex: 1 });

// ---- feature cards' pictures ------------------------------------------------------------------------

export const art = style({
  position: "relative",
  height: 164,
  marginBottom: 8,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: `linear-gradient(135deg, color-mix(in srgb, ${vars.color.primary} 22%, ${vars.color.bg}), ${vars.color.bg})`,
  border: `1px solid ${vars.color.border}`,
});

/** Everything in one place: a wall of covers. */
export const mosaic = style({
  position: "absolute",
  inset: -12,
  display: "grid",
  gridTemplateColumns: "repeat(4, 1fr)",
  gap: 8,
  padding: 12,
  transform: "rotate(-6deg) scale(1.08)",
});

globalStyle(`${mosaic} > *`, { width: "100%", height: "auto", boxShadow: vars.shadow.sm });

/** Your library: saved tracks as the library lists them. */
export const list = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  alignContent: "center",
  gap: 6,
  margin: 0,
  padding: "0 14px",
  listStyle: "none",
});

export const listRow = style({
  display: "flex",
  alignItems: "center",
  gap: 10,
  padding: "5px 8px 5px 5px",
  borderRadius: vars.radius.sm,
  background: vars.color.bgElevated,
  boxShadow: vars.shadow.sm,
  fontSize: 13,
  lineHeight: 1.25,
  minWidth: 0,
});

/** Made for sharing: an embedded player card, as another site shows it. */
export const embed = style({
  position: "absolute",
  left: 16,
  right: 16,
  top: "50%",
  transform: "translateY(-50%)",
  display: "flex",
  alignItems: "center",
  gap: 12,
  padding: 10,
  borderRadius: vars.radius.md,
  background: vars.color.bgElevated,
  boxShadow: vars.shadow.md,
  minWidth: 0,
});

export const embedPlay = style([play, { width: 36, height: 36, flex: "none" }]);

export const strong = style({
  fontWeight: 700,
  ...ellipsis,
});

export const muted = style({
  color: vars.color.fgMuted,
  fontSize: 12,
  ...ellipsis,
});
