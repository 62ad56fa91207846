import { vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { ellipsis, plainList, wrapRow } from "@/global/style-parts.ts";
import * as b from "@/shell/buttons.css.ts";

const mobile = "screen and (max-width: 767px)";
const wide = 1160;

export const page = style({ display: "flex", flexDirection: "column", flex: 1 });

// ---- hero ----------------------------------------------------------------------------------------

export const hero = style({
  position: "relative",
  isolation: "isolate",
  overflow: "hidden",
  display: "flex",
  alignItems: "center",
  minHeight: "min(78dvh, 720px)",
  padding: "96px 24px",
  background: `radial-gradient(120% 90% at 85% 0%, color-mix(in srgb, ${vars.color.primary} 30%, transparent), transparent 60%),
    radial-gradient(90% 80% at 0% 100%, color-mix(in srgb, ${vars.color.primary} 16%, transparent), transparent 65%),
    ${vars.color.bg}`,
  "@media": { [mobile]: { minHeight: 0, padding: "64px 16px 56px" } },
});

export const heroImage = style({
  position: "absolute",
  inset: 0,
  zIndex: -2,
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

/** The hero's copy, beside a picture of the music when there is no background photo. */
export const heroLayout = style({
  width: "100%",
  maxWidth: wide,
  margin: "0 auto",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "center",
  gap: 48,
  selectors: { "&[data-art]": { gridTemplateColumns: "minmax(0, 1.15fr) minmax(0, 0.85fr)" } },
  "@media": { [mobile]: { selectors: { "&[data-art]": { gridTemplateColumns: "minmax(0, 1fr)", gap: 32 } } } },
});

/** Holds the hero picture's place while its code and covers load. */
export const heroArtSlot = style({
  width: "100%",
  maxWidth: 460,
  aspectRatio: "1 / 1.02",
  marginInlineStart: "auto",
  "@media": { [mobile]: { maxWidth: 340, margin: "8px auto 0", aspectRatio: "1 / 0.92" } },
});

/** Over a photo, text sits on a dark wash whatever the theme, so it keeps its contrast. */
export const heroInner = style({
  position: "relative",
  width: "100%",
  display: "flex",
  flexDirection: "column",
  gap: 24,
  selectors: {
    [`${hero}[data-image] &`]: { color: vars.color.onImage },
    [`${hero}[data-image] &::before`]: {
      content: "''",
      position: "absolute",
      inset: "-96px -100vw",
      zIndex: -1,
      // Two layers of the theme's overlay: darker behind the text on the left, lighter on the right.
      background: `linear-gradient(90deg, ${vars.color.overlay}, transparent), linear-gradient(${vars.color.overlay}, ${vars.color.overlay})`,
    },
  },
});

export const heroBrand = style({
  margin: 0,
  fontSize: 14,
  fontWeight: 700,
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  color: vars.color.primary,
  selectors: { [`${hero}[data-image] &`]: { color: "inherit", opacity: 0.85 } },
});

export const heroTitle = style({
  margin: 0,
  maxWidth: 860,
  fontFamily: vars.font.heading,
  fontSize: "clamp(40px, 7vw, 80px)",
  lineHeight: 1.02,
  letterSpacing: "-0.035em",
  fontWeight: 800,
  textWrap: "balance",
  selectors: { [`${heroLayout}[data-art] &`]: { fontSize: "clamp(40px, 5.4vw, 68px)" } },
});

export const heroText = style({
  margin: 0,
  maxWidth: 600,
  fontSize: "clamp(17px, 1.6vw, 20px)",
  lineHeight: 1.55,
  color: vars.color.fgMuted,
  selectors: { [`${hero}[data-image] &`]: { color: "inherit", opacity: 0.9 } },
});

export const actions = style({ ...wrapRow(12), marginTop: 8 });

const large = { height: 48, padding: "0 26px", fontSize: 16 } as const;
export const heroPrimary = style([b.primary, large]);
export const heroSecondary = style([
  b.outline,
  large,
  {
    selectors: {
      [`${hero}[data-image] &`]: {
        color: vars.color.onImage,
        borderColor: `color-mix(in srgb, ${vars.color.onImage} 60%, transparent)`,
        background: `color-mix(in srgb, ${vars.color.onImage} 8%, transparent)`,
      },
    },
  },
]);

// ---- bands ---------------------------------------------------------------------------------------

export const band = style({
  padding: "72px 24px",
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [mobile]: { padding: "48px 16px" } },
});

export const bandInner = style({ maxWidth: wide, margin: "0 auto", display: "flex", flexDirection: "column", gap: 32 });

export const sectionHead = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 16 });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(24px, 3vw, 32px)",
  letterSpacing: "-0.02em",
  lineHeight: 1.2,
});

export const sectionLink = style({
  color: vars.color.fgMuted,
  fontSize: 14,
  fontWeight: 700,
  textDecoration: "none",
  ":hover": { color: vars.color.fg, textDecoration: "underline" },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

// ---- primary features ------------------------------------------------------------------------------

export const featureGrid = style({
  listStyle: "none",
  margin: "0 auto",
  padding: 0,
  maxWidth: wide,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
  gap: 20,
});

export const featureCard = style({
  display: "flex",
  flexDirection: "column",
  gap: 10,
  padding: 28,
  borderRadius: vars.radius.lg,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
});

export const featureNumber = style({
  fontSize: 14,
  fontWeight: 800,
  letterSpacing: "0.08em",
  color: vars.color.primary,
});

export const featureArtSlot = style({ height: 164, marginBottom: 8 });

export const featureImage = style({ width: 56, height: 56, objectFit: "contain" });

export const featureTitle = style({ margin: 0, fontSize: 20, lineHeight: 1.3, letterSpacing: "-0.01em" });

export const featureText = style({ margin: 0, color: vars.color.fgMuted, lineHeight: 1.55 });

// ---- channel ----------------------------------------------------------------------------------------

export const tiles = style({
  ...plainList,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
  gap: 20,
  "@media": { [mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 14 } },
});

export const tile = style({
  display: "flex",
  flexDirection: "column",
  gap: 6,
  padding: 10,
  margin: -10,
  borderRadius: vars.radius.md,
  color: "inherit",
  textDecoration: "none",
  ":hover": { background: vars.color.hover },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
});

// Phones show the first six: two columns of twelve would be a long scroll before the next section.
globalStyle(`${tiles} > li:nth-child(n + 7)`, { "@media": { [mobile]: { display: "none" } } });

export const tileArt = style({ width: "100%", height: "auto", marginBottom: 4, boxShadow: vars.shadow.sm });

export const tileTitle = style({
  fontWeight: 700,
  fontSize: 15,
  ...ellipsis,
});

export const tileSubtitle = style({
  color: vars.color.fgMuted,
  fontSize: 14,
  ...ellipsis,
});

/** Holds a tile's place while the channel loads, so nothing below moves when it arrives. */
export const tilePlaceholder = style({
  aspectRatio: "1 / 1.3",
  borderRadius: vars.radius.md,
  background: vars.color.chip,
});

// ---- secondary features -------------------------------------------------------------------------------

export const story = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  alignItems: "center",
  gap: 48,
  selectors: { "& + &": { marginTop: 40 } },
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: 24 } },
});

export const storyText = style({
  display: "flex",
  flexDirection: "column",
  gap: 12,
  selectors: { [`${story}[data-flip] &`]: { order: 2 } },
  "@media": { [mobile]: { selectors: { [`${story}[data-flip] &`]: { order: 0 } } } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: 13,
  fontWeight: 800,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  color: vars.color.primary,
});

export const storyTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(24px, 3vw, 36px)",
  lineHeight: 1.15,
  letterSpacing: "-0.02em",
});

export const storyDescription = style({ margin: 0, color: vars.color.fgMuted, fontSize: 17, lineHeight: 1.6 });

export const storyImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const storyArt = style({
  aspectRatio: "4 / 3",
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, color-mix(in srgb, ${vars.color.primary} 55%, ${vars.color.bgAlt}), ${vars.color.bgAlt})`,
});

// ---- pricing teaser ------------------------------------------------------------------------------------

export const pricing = style({
  maxWidth: wide,
  margin: "0 auto",
  ...wrapRow(24, "center"),
  justifyContent: "space-between",
  padding: "36px 40px",
  borderRadius: vars.radius.lg,
  background: `linear-gradient(120deg, color-mix(in srgb, ${vars.color.primary} 22%, ${vars.color.bgAlt}), ${vars.color.bgAlt})`,
  border: `1px solid ${vars.color.border}`,
  "@media": { [mobile]: { padding: 24 } },
});

export const pricingTitle = style({ margin: "0 0 8px", fontSize: 26, letterSpacing: "-0.02em" });

export const pricingText = style({ margin: 0, color: vars.color.fgMuted, maxWidth: 560, lineHeight: 1.55 });

// ---- header navigation -----------------------------------------------------------------------------------

export const nav = style({ marginInlineStart: 16, "@media": { [mobile]: { display: "none" } } });

export const navList = style({ display: "flex", gap: 4, ...plainList });

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  height: 36,
  padding: "0 12px",
  borderRadius: vars.radius.md,
  color: vars.color.fgMuted,
  fontSize: 14,
  fontWeight: 600,
  textDecoration: "none",
  ":hover": { color: vars.color.fg, background: vars.color.hover },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
