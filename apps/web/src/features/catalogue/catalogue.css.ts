import { vars } from "@backbeat/ui/theme";
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { ellipsis, outlinePill, roundButton, wrapRow } from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 767px)";

export const cover = style({
  display: "block",
  objectFit: "cover",
  background: vars.color.chip,
  borderRadius: vars.radius.sm,
  aspectRatio: "1",
  flex: "none",
});
// The picture only chooses a source: the image inside it is what the layout sizes.
export const coverPicture = style({ display: "contents" });
export const round = style({ borderRadius: "999px" });
export const coverFallback = style({ display: "grid", placeItems: "center", color: vars.color.fgSubtle });
export const collage = style({ display: "grid", gridTemplateColumns: "1fr 1fr", overflow: "hidden" });
globalStyle(`${collage} img`, { width: "100%", height: "100%", objectFit: "cover", display: "block" });

// ---- hero header --------------------------------------------------------------------------------

export const hero = style({
  position: "relative",
  display: "flex",
  alignItems: "flex-end",
  gap: 24,
  margin: "-8px -24px 0",
  padding: "36px 24px 24px",
  minHeight: 280,
  "@media": {
    [mobile]: {
      flexDirection: "column",
      alignItems: "center",
      textAlign: "center",
      margin: "-4px -14px 0",
      padding: "20px 14px 18px",
      minHeight: 0,
    },
  },
});
export const heroArt = style({
  width: "clamp(160px, 18cqi, 232px)",
  height: "clamp(160px, 18cqi, 232px)",
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.md,
});
/** A round badge laid over cover art (the radio mark on a station's hero). */
export const artBadge = style({
  position: "absolute",
  right: 10,
  bottom: 10,
  display: "grid",
  padding: 8,
  borderRadius: 999,
  background: vars.color.overlay,
  color: vars.color.onImage,
});
export const heroText = style({ display: "grid", gap: 8, minWidth: 0 });
export const heroKind = style({ fontSize: 13, fontWeight: 700, textTransform: "capitalize" });
export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(32px, 7.5cqi, 84px)",
  lineHeight: 1,
  fontWeight: 900,
  letterSpacing: "-0.04em",
  // Sized by the main panel (a query container), which narrows beside the queue; long words wrap whole.
  overflowWrap: "break-word",
});
export const heroMeta = style({
  ...wrapRow("4px 6px", "center"),
  fontSize: 14,
  color: vars.color.fgMuted,
  "@media": { [mobile]: { justifyContent: "center" } },
});
globalStyle(`${heroMeta} a`, { color: vars.color.fg, fontWeight: 700, textDecoration: "none" });
globalStyle(`${heroMeta} a:hover`, { textDecoration: "underline" });
export const dot = style({ selectors: { "&::before": { content: '"•"', margin: "0 2px" } } });

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: 16,
  padding: "20px 0",
  "@media": { [mobile]: { justifyContent: "center" } },
});

export const bigPlay = style({
  ...roundButton(56, vars.color.primary, vars.color.primaryFg),
  fontSize: 24,
  boxShadow: vars.shadow.md,
  transition: "transform 100ms ease, background 100ms ease",
  selectors: {
    "&[data-hovered]": { transform: "scale(1.05)", background: vars.color.primaryHover },
    "&[data-pressed]": { transform: "scale(0.97)" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 3 },
  },
});

export const ghostAction = style({
  ...outlinePill(34, "0 16px"),
  textDecoration: "none",
  selectors: {
    "&[data-hovered], &:hover": { borderColor: vars.color.fg, transform: "scale(1.03)" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const iconAction = style({
  ...roundButton(40, "transparent", vars.color.fgMuted),
  fontSize: 22,
  selectors: {
    "&[data-hovered]": { color: vars.color.fg },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

// ---- sections, shelves, cards -----------------------------------------------------------------

export const section = style({ margin: "28px 0 8px" });
export const sectionHead = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: 16,
  marginBottom: 12,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: 22,
  fontWeight: 800,
  letterSpacing: "-0.01em",
  color: vars.color.fg,
  textDecoration: "none",
});
globalStyle(`a${sectionTitle}:hover`, { textDecoration: "underline" });
export const sectionLink = style({
  fontSize: 13,
  fontWeight: 700,
  color: vars.color.fgMuted,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.fg, textDecoration: "underline" } },
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(176px, 1fr))",
  gap: 8,
  margin: "0 -12px",
  "@media": { [mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", margin: "0 -8px" } },
});

export const carousel = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "clamp(150px, 15cqi, 196px)",
  gap: 8,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  margin: "0 -12px",
  paddingBottom: 6,
  scrollbarWidth: "none",
  selectors: { "&::-webkit-scrollbar": { display: "none" } },
});

export const card = style({
  position: "relative",
  display: "grid",
  gap: 8,
  alignContent: "start",
  padding: 12,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  color: vars.color.fg,
  scrollSnapAlign: "start",
  transition: "background 150ms ease",
  selectors: {
    "&:hover": { background: vars.color.hover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
  "@media": { [mobile]: { padding: 8 } },
});
export const cardArt = style({ position: "relative" });
export const cardImage = style({
  width: "100%",
  height: "auto",
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.md,
});
export const cardTitle = style({
  fontWeight: 700,
  fontSize: 15,
  ...ellipsis,
});
export const cardSub = style({
  fontSize: 13,
  color: vars.color.fgMuted,
  overflow: "hidden",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  lineHeight: 1.4,
});
export const cardPlay = style({
  position: "absolute",
  right: 8,
  bottom: 8,
  width: 46,
  height: 46,
  fontSize: 20,
  opacity: 0,
  transform: "translateY(8px)",
  transition: "opacity 150ms ease, transform 150ms ease",
  selectors: {
    [`${card}:hover &, ${card}:focus-within &`]: { opacity: 1, transform: "none" },
  },
  "@media": { "(hover: none)": { display: "none" } },
});

export const genreCard = style({
  position: "relative",
  display: "block",
  aspectRatio: "1.6",
  overflow: "hidden",
  padding: 16,
  borderRadius: vars.radius.md,
  // The card's own gradient is generated from the genre, so its text sits on artwork.
  color: vars.color.onImage,
  fontWeight: 800,
  fontSize: 22,
  textDecoration: "none",
  letterSpacing: "-0.01em",
  transition: "transform 150ms ease",
  selectors: {
    "&:hover": { transform: "scale(1.02)" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const genreArt = style({
  position: "absolute",
  right: -18,
  bottom: -8,
  width: "46%",
  transform: "rotate(22deg)",
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
});

// ---- track list -----------------------------------------------------------------------------------

export const trackList = style({ position: "relative" });
export const trackHeader = style({
  display: "grid",
  gridTemplateColumns: "var(--cols)",
  gap: 16,
  alignItems: "center",
  padding: "0 16px",
  height: 36,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: 8,
  fontSize: 13,
  color: vars.color.fgMuted,
  position: "sticky",
  top: 68,
  zIndex: 2,
  background: vars.color.bg,
  "@media": { [mobile]: { display: "none" } },
});

export const trackRow = style({
  display: "grid",
  gridTemplateColumns: "var(--cols)",
  gap: 16,
  alignItems: "center",
  height: 56,
  padding: "0 16px",
  borderRadius: vars.radius.sm,
  fontSize: 14,
  color: vars.color.fgMuted,
  outline: "none",
  userSelect: "none",
  selectors: {
    "&:hover, &:focus-within": { background: vars.color.hover },
    "&:focus-visible": { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-current="true"]': { color: vars.color.primary },
    '&[data-drop="before"]': { boxShadow: `inset 0 2px 0 ${vars.color.primary}` },
    '&[data-drop="after"]': { boxShadow: `inset 0 -2px 0 ${vars.color.primary}` },
    '&[data-dragging="true"]': { opacity: 0.4 },
    // Offline and not downloaded (features/offline): shown, but greyed out.
    '&[data-unavailable="true"]': { opacity: 0.42, filter: "grayscale(1)" },
  },
  "@media": { [mobile]: { padding: "0 6px", gap: 10 } },
});
export const colIndex = style({
  display: "grid",
  placeItems: "center",
  fontVariantNumeric: "tabular-nums",
  position: "relative",
  width: 24,
});
export const rowPlay = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  border: "none",
  padding: 0,
  background: "transparent",
  color: vars.color.fg,
  cursor: "pointer",
  opacity: 0,
  selectors: {
    [`${trackRow}:hover &, ${trackRow}:focus-within &`]: { opacity: 1 },
    "&[data-focus-visible]": { opacity: 1, outline: `2px solid ${vars.color.focus}`, borderRadius: 4 },
  },
});
export const indexText = style({
  selectors: { [`${trackRow}:hover &, ${trackRow}:focus-within &`]: { visibility: "hidden" } },
});
export const colTitle = style({ display: "flex", alignItems: "center", gap: 12, minWidth: 0 });
export const rowCover = style({ width: 40, height: 40, borderRadius: 4 });
// The name and artist lines are 24px each so every link in a row is a 24px tap target (WCAG 2.5.8).
export const rowText = style({ display: "grid", minWidth: 0 });
export const rowName = style({
  color: vars.color.fg,
  fontSize: 15,
  lineHeight: "24px",
  fontWeight: 500,
  textDecoration: "none",
  ...ellipsis,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    [`${trackRow}[data-current="true"] &`]: { color: vars.color.primary },
  },
});
export const rowSub = style({
  fontSize: 13,
  lineHeight: "24px",
  ...ellipsis,
});
globalStyle(`${rowSub} a, ${trackRow} a.muted`, {
  color: "inherit",
  textDecoration: "none",
  display: "inline-block",
  maxWidth: "100%",
  lineHeight: "24px",
  verticalAlign: "top",
  ...ellipsis,
});
globalStyle(`${rowSub} a:hover, ${trackRow} a.muted:hover`, { color: vars.color.fg, textDecoration: "underline" });
export const colAlbum = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const colPlays = style({ fontVariantNumeric: "tabular-nums" });
export const colEnd = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: 4,
  fontVariantNumeric: "tabular-nums",
});
export const hoverOnly = style({
  opacity: 0,
  selectors: {
    [`${trackRow}:hover &, ${trackRow}:focus-within &, &[data-liked], &[aria-expanded="true"]`]: { opacity: 1 },
  },
  "@media": { "(hover: none)": { opacity: 1 } },
});
export const duration = style({ minWidth: 40, textAlign: "right", "@media": { [mobile]: { display: "none" } } });

const bounce = keyframes({ "0%, 100%": { transform: "scaleY(0.3)" }, "50%": { transform: "scaleY(1)" } });
export const eq = style({ display: "flex", alignItems: "flex-end", gap: 2, height: 14 });
export const eqBar = style({
  width: 3,
  height: "100%",
  background: vars.color.primary,
  transformOrigin: "bottom",
  animation: `${bounce} 900ms ease-in-out infinite`,
  selectors: { "&:nth-child(2)": { animationDelay: "-300ms" }, "&:nth-child(3)": { animationDelay: "-600ms" } },
});
export const eqPaused = style({ animationPlayState: "paused" });

export const moreButton = style({
  ...roundButton(32, "transparent", vars.color.fgMuted),
  selectors: {
    "&[data-hovered]": { color: vars.color.fg },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}` },
  },
});

export const muted = style({ color: vars.color.fgMuted });
export const prose = style({ maxWidth: 760, lineHeight: 1.65, color: vars.color.fgMuted, fontSize: 15 });
export const chips = style(wrapRow(8));
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  height: 32,
  padding: "0 14px",
  borderRadius: 999,
  background: vars.color.chip,
  color: vars.color.fg,
  fontSize: 13,
  fontWeight: 600,
  textDecoration: "none",
  border: "none",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.hover },
    '&[aria-current="page"], &[data-selected]': { background: vars.color.fg, color: vars.color.bg },
  },
});
export const verified = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  fontSize: 14,
  fontWeight: 600,
  color: vars.color.fg,
});
export const verifiedIcon = style({ color: vars.color.primary, fontSize: 22 });
export const skeletonRow = style({ display: "flex", alignItems: "center", gap: 12, height: 56, padding: "0 16px" });
/** The waveform and the comment avatars along its foot. */
export const waveformWrap = style({ position: "relative", maxWidth: 760, margin: "8px 0 28px" });
export const waveform = style({
  display: "flex",
  alignItems: "center",
  gap: 2,
  height: 64,
});
export const waveformPlain = style({ height: 4, marginTop: 30, borderRadius: 2, background: vars.color.chip });
export const waveformBar = style({ flex: 1, background: vars.color.fgSubtle, borderRadius: 2, opacity: 0.7 });

const likedGradient = `linear-gradient(135deg, ${vars.color.primaryHover}, ${vars.color.primary} 60%, ${vars.color.focus})`;
/**
 * The "Liked songs" tile: it has no cover of its own, so it wears the theme's accent. Declared
 * last so it also beats `card`'s colour and hover background when the two are combined.
 */
export const likedSongsArt = style({
  background: likedGradient,
  color: vars.color.primaryFg,
  selectors: { "&:hover": { background: likedGradient } },
});

/** The sidebar's recap entry: the recap page's own gradient. */
export const recapArt = style({
  display: "block",
  background: `linear-gradient(135deg, ${vars.color.primary} 0%, color-mix(in oklab, ${vars.color.primary} 40%, ${vars.color.danger}) 55%, ${vars.color.warning} 100%)`,
});
