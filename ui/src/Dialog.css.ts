import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { fadeIn, fadeOut, popIn, popOut } from "./styles.css.ts";
import {
  DIALOG_PADDING,
  dialogWidths,
  duration,
  easing,
  fontSize,
  fontWeight,
  mobileQuery,
  reducedMotionQuery,
  zIndex,
} from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

const pad = `${DIALOG_PADDING}px`;

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: zIndex.overlay,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: "16px",
  background: vars.color.overlay,
  backdropFilter: "blur(2px)",
  selectors: {
    "&[data-entering]": { animation: `${fadeIn} ${duration.normal} ${easing.standard}` },
    "&[data-exiting]": { animation: `${fadeOut} ${duration.fast} ${easing.exit}` },
  },
  "@media": {
    [reducedMotionQuery]: { animation: "none !important" },
    [mobileQuery]: { padding: "8px", alignItems: "flex-end" },
  },
});

export const modal = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  maxWidth: "100%",
  maxHeight: "min(90vh, 100%)",
  background: vars.color.bgElevated,
  color: vars.color.fg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: "none",
  overflow: "hidden",
  selectors: {
    "&[data-entering]": { animation: `${popIn} ${duration.slow} ${easing.standard}` },
    "&[data-exiting]": { animation: `${popOut} ${duration.fast} ${easing.exit}` },
  },
  "@media": {
    [reducedMotionQuery]: { animation: "none !important" },
    [mobileQuery]: { width: "100% !important", maxHeight: "calc(100vh - 16px)" },
  },
});

export const sizes = styleVariants(dialogWidths, (w, key) =>
  key === "fullscreen"
    ? {
        width: w,
        height: "min(92vh, 100%)",
        maxHeight: "100%",
        "@media": { [mobileQuery]: { height: "100%", borderRadius: 0 } },
      }
    : { width: w },
);

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  minHeight: 0,
  flex: 1,
  outline: "none",
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  gap: "12px",
  padding: `${pad} ${pad} 0`,
  paddingInlineEnd: 64,
});

export const title = style({
  fontSize: fontSize.xl,
  fontWeight: fontWeight.semibold,
  lineHeight: 1.3,
  letterSpacing: "-0.015em",
  margin: 0,
});

export const body = style({
  padding: pad,
  overflowY: "auto",
  minHeight: 0,
  flex: 1,
  fontSize: fontSize.md,
  color: vars.color.fgMuted,
  lineHeight: 1.6,
});

export const footer = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: "10px",
  padding: `0 ${pad} ${pad}`,
  "@media": { [mobileQuery]: { flexDirection: "column-reverse", alignItems: "stretch" } },
});

export const footerStart = style({ marginInlineEnd: "auto" });

export const close = style({
  position: "absolute",
  top: 16,
  insetInlineEnd: 16,
  zIndex: 5,
});

// A fullscreen dialog covers the whole screen on mobile.
globalStyle(`${overlay}:has([data-size=fullscreen])`, { "@media": { [mobileQuery]: { padding: 0 } } });
globalStyle(`${modal}[data-size=fullscreen]`, { "@media": { [mobileQuery]: { maxHeight: "100%", border: 0 } } });
