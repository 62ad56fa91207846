import { vars } from "@backbeat/ui/theme";
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { ellipsis } from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 767px)";

export const bar = style({
  gridArea: "bar",
  display: "grid",
  gridTemplateColumns: "minmax(180px, 1fr) minmax(320px, 1.6fr) minmax(180px, 1fr)",
  alignItems: "center",
  gap: 16,
  height: 84,
  padding: "0 12px",
  background: vars.color.bgAlt,
  "@media": {
    [mobile]: {
      gridTemplateColumns: "minmax(0, 1fr) auto",
      height: 64,
      margin: "0 8px 6px",
      padding: "0 8px",
      borderRadius: vars.radius.md,
      background: vars.color.bgElevated,
      boxShadow: vars.shadow.md,
      position: "relative",
      overflow: "hidden",
    },
  },
});

export const nowPlaying = style({ display: "flex", alignItems: "center", gap: 12, minWidth: 0 });

export const cover = style({
  flex: "none",
  width: 56,
  height: 56,
  borderRadius: vars.radius.sm,
  objectFit: "cover",
  background: vars.color.chip,
  boxShadow: vars.shadow.sm,
  "@media": { [mobile]: { width: 44, height: 44 } },
});

/** The now-playing cover opens the full-screen player. */
export const coverButton = style({
  flex: "none",
  display: "inline-grid",
  border: "none",
  padding: 0,
  background: "none",
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const meta = style({ minWidth: 0, display: "grid", gap: 2 });
export const title = style({
  fontWeight: 650,
  fontSize: 14,
  color: vars.color.fg,
  textDecoration: "none",
  ...ellipsis,
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const artists = style({
  fontSize: 12.5,
  color: vars.color.fgMuted,
  ...ellipsis,
});
globalStyle(`${artists} a`, { color: "inherit", textDecoration: "none" });
globalStyle(`${artists} a:hover`, { color: vars.color.fg, textDecoration: "underline" });

export const center = style({
  display: "grid",
  justifyItems: "center",
  gap: 4,
  minWidth: 0,
  "@media": { [mobile]: { display: "flex", gap: 0 } },
});

export const controls = style({ display: "flex", alignItems: "center", gap: 8 });

export const control = recipe({
  base: {
    display: "inline-grid",
    placeItems: "center",
    position: "relative",
    border: "none",
    background: "transparent",
    color: vars.color.fgMuted,
    borderRadius: 999,
    cursor: "pointer",
    width: 34,
    height: 34,
    fontSize: 18,
    transition: "color 120ms ease, transform 80ms ease",
    selectors: {
      "&[data-hovered]": { color: vars.color.fg },
      "&[data-pressed]": { transform: "scale(0.94)" },
      "&[data-disabled], &[aria-disabled='true']": { opacity: 0.4, cursor: "default" },
      "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
      '&[aria-pressed="true"]': { color: vars.color.primary },
    },
  },
  variants: {
    kind: {
      normal: {},
      main: {
        width: 40,
        height: 40,
        fontSize: 20,
        background: vars.color.fg,
        color: vars.color.bg,
        selectors: { "&[data-hovered]": { color: vars.color.bg, transform: "scale(1.05)" } },
      },
      hideMobile: { "@media": { [mobile]: { display: "none" } } },
    },
  },
  defaultVariants: { kind: "normal" },
});

export const activeDot = style({
  position: "absolute",
  bottom: 1,
  left: "50%",
  width: 4,
  height: 4,
  marginLeft: -2,
  borderRadius: 999,
  background: vars.color.primary,
});

export const seekRow = style({
  display: "grid",
  gridTemplateColumns: "44px minmax(0, 1fr) 44px",
  alignItems: "center",
  gap: 8,
  width: "100%",
  fontSize: 11.5,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.fgMuted,
  "@media": { [mobile]: { display: "none" } },
});
export const timeLeft = style({ textAlign: "right" });

export const right = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: 4,
  "@media": { [mobile]: { display: "none" } },
});

export const volume = style({ width: 110 });

export const mobileProgress = style({
  display: "none",
  "@media": {
    [mobile]: {
      display: "block",
      position: "absolute",
      left: 8,
      right: 8,
      bottom: 0,
      height: 2,
      background: vars.color.border,
      borderRadius: 2,
    },
  },
});
export const mobileProgressFill = style({ height: "100%", background: vars.color.fg, borderRadius: 2 });

/** Readable text, so muted rather than subtle: subtle misses 4.5:1 on the bar in the default themes. */
export const empty = style({ fontSize: 13, color: vars.color.fgMuted });

// ---- waveform seek bar ------------------------------------------------------------------------

export const wave = style({
  position: "relative",
  height: 28,
  width: "100%",
  display: "flex",
  alignItems: "center",
  gap: 1.5,
  cursor: "pointer",
  touchAction: "none",
  borderRadius: 4,
  outline: "none",
  selectors: { "&:focus-visible": { boxShadow: `0 0 0 2px ${vars.color.focus}` } },
});

export const waveBar = style({
  flex: 1,
  minWidth: 1,
  borderRadius: 2,
  background: vars.color.border,
  transition: "background 80ms linear",
});
export const wavePlayed = style({ background: vars.color.fg });
globalStyle(`${wave}:hover ${wavePlayed}`, { background: vars.color.primary });
export const waveHover = style({ background: vars.color.fgSubtle });

export const plainTrack = style({
  position: "absolute",
  left: 0,
  right: 0,
  height: 4,
  borderRadius: 4,
  background: vars.color.border,
});
export const plainFill = style({
  position: "absolute",
  left: 0,
  height: 4,
  borderRadius: 4,
  background: vars.color.fg,
});

// ---- queue panel ------------------------------------------------------------------------------

const slideIn = keyframes({
  from: { transform: "translateX(24px)", opacity: 0 },
  to: { transform: "none", opacity: 1 },
});

/**
 * Docked beside the main panel, as a third column of the player layout (PlayerLayout's
 * `data-queue-open`), so the header's buttons stay in view; a full-screen sheet on phones.
 */
export const queuePanel = style({
  gridArea: "queue",
  minHeight: 0,
  display: "flex",
  flexDirection: "column",
  background: vars.color.bg,
  borderRadius: vars.radius.lg,
  animation: `${slideIn} 160ms ease`,
  "@media": {
    [mobile]: {
      position: "fixed",
      inset: 0,
      zIndex: 30,
      borderRadius: 0,
      background: vars.color.bgElevated,
    },
  },
});

export const queueHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: "16px 16px 8px",
});
export const queueTitle = style({ margin: 0, fontSize: 18, fontWeight: 800 });
export const queueBody = style({ overflowY: "auto", padding: "0 8px 16px", flex: 1, minHeight: 0 });
export const queueSection = style({
  margin: "14px 8px 6px",
  fontSize: 13,
  fontWeight: 700,
  color: vars.color.fgMuted,
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
});

export const queueItem = style({
  display: "grid",
  gridTemplateColumns: "20px 40px minmax(0, 1fr) auto",
  alignItems: "center",
  gap: 10,
  padding: "6px 8px",
  borderRadius: vars.radius.md,
  outline: "none",
  cursor: "default",
  selectors: {
    "&[data-hovered], &[data-focused]": { background: vars.color.hover },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    "&[data-dragging]": { opacity: 0.5 },
    '&[data-current="true"]': { background: vars.color.selected },
  },
});
export const queueCover = style({
  width: 40,
  height: 40,
  borderRadius: 4,
  objectFit: "cover",
  background: vars.color.chip,
});
export const dropIndicator = style({
  outline: "none",
  height: 2,
  margin: "0 8px",
  borderRadius: 2,
  selectors: { "&[data-drop-target]": { background: vars.color.primary } },
});
export const grip = style({
  display: "grid",
  placeItems: "center",
  color: vars.color.fgSubtle,
  cursor: "grab",
  border: "none",
  background: "transparent",
  padding: 0,
});

// ---- full-screen view -------------------------------------------------------------------------

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const full = style({
  position: "fixed",
  inset: 0,
  zIndex: 40,
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr) auto",
  // One column as wide as the screen: wide controls wrap or hide instead of widening the view.
  gridTemplateColumns: "minmax(0, 1fr)",
  // Everything here sits on the darkened, blurred cover art, in light and dark themes alike: the
  // text tokens the controls use (seek bar, volume, artists) become shades of the on-image colour.
  color: vars.color.onImage,
  vars: {
    [vars.color.fg]: vars.color.onImage,
    [vars.color.fgMuted]: `color-mix(in srgb, ${vars.color.onImage} 78%, transparent)`,
    [vars.color.fgSubtle]: `color-mix(in srgb, ${vars.color.onImage} 55%, transparent)`,
    [vars.color.border]: `color-mix(in srgb, ${vars.color.onImage} 30%, transparent)`,
  },
  animation: `${fadeIn} 200ms ease`,
  overflow: "hidden",
});
export const fullBackdrop = style({
  position: "absolute",
  // A blur fades an element's edges over about three times its radius; reaching well past the
  // screen keeps that fade out of view, so nothing behind shows through on a narrow phone.
  inset: -200,
  zIndex: -1,
  filter: "blur(60px) saturate(1.6) brightness(0.45)",
  backgroundSize: "cover",
  backgroundPosition: "center",
  // Shows when the track has no art; darkened by the filter above, so on-image text stays legible.
  backgroundColor: vars.color.primary,
});
export const fullTop = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  padding: "18px 24px",
});
export const fullBody = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  alignItems: "center",
  gap: 48,
  padding: "0 6vw",
  minHeight: 0,
  "@media": { [mobile]: { gridTemplateColumns: "1fr", gap: 20, padding: "0 20px" } },
});
export const fullCover = style({
  width: "min(100%, 56vh)",
  aspectRatio: "1",
  borderRadius: 12,
  boxShadow: vars.shadow.lg,
  justifySelf: "center",
  "@media": { [mobile]: { width: "min(100%, 38vh)" } },
});
export const fullControls = style({ display: "grid", gap: 10, padding: "12px 6vw 28px" });
/** Phones set the volume with their own buttons; the slider would only crowd the controls. */
export const fullVolume = style({
  display: "flex",
  alignItems: "center",
  "@media": { [mobile]: { display: "none" } },
});
export const fullTitle = style({ margin: 0, fontSize: "clamp(22px, 3vw, 36px)", fontWeight: 800, letterSpacing: -0.5 });
export const lyrics = style({
  maxHeight: "100%",
  overflowY: "auto",
  padding: "20vh 0",
  maskImage: "linear-gradient(transparent, #000 18%, #000 82%, transparent)",
  scrollBehavior: "smooth",
});
export const lyricLine = style({
  margin: "0 0 14px",
  fontSize: "clamp(20px, 2.4vw, 30px)",
  fontWeight: 800,
  lineHeight: 1.3,
  opacity: 0.35,
  transition: "opacity 200ms ease, transform 200ms ease",
  cursor: "pointer",
  selectors: { '&[data-current="true"]': { opacity: 1 }, '&[data-past="true"]': { opacity: 0.6 } },
});
export const lyricPlain = style({
  whiteSpace: "pre-line",
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.6,
  opacity: 0.9,
});
globalStyle(`${full} button:not([data-main])`, { color: vars.color.onImage });
// The main button is an on-image disc here; the page background colour would vanish on it.
globalStyle(`${full} button[data-main]`, { color: vars.color.primary });
