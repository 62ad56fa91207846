import { keyframes, style } from "@vanilla-extract/css";
import { duration, easing, fontSize, fontWeight, mobileQuery, reducedMotionQuery, zIndex } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(16px) scale(0.96)" },
  to: { opacity: 1, transform: "translateY(0) scale(1)" },
});
const exit = keyframes({
  from: { opacity: 1, transform: "translateY(0)" },
  to: { opacity: 0, transform: "translateY(8px)" },
});

/** Bottom-centre region (docs/spec/1-platform-foundation.md §9). */
export const region = style({
  position: "fixed",
  insetInline: 0,
  bottom: 24,
  zIndex: zIndex.toast,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "8px",
  padding: "0 16px",
  pointerEvents: "none",
  outline: "none",
  "@media": { [mobileQuery]: { bottom: 80 } },
});

export const toast = style({
  pointerEvents: "auto",
  display: "flex",
  alignItems: "center",
  gap: "12px",
  minWidth: 280,
  maxWidth: 520,
  minHeight: 52,
  padding: "10px 10px 10px 16px",
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.fg} 92%, ${vars.color.bg})`,
  color: vars.color.bg,
  boxShadow: vars.shadow.lg,
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  lineHeight: 1.4,
  outline: "none",
  selectors: {
    "&[data-animate-enter]": { animation: `${enter} ${duration.slow} ${easing.emphasized}` },
    "&[data-exiting]": { animation: `${exit} ${duration.normal} ${easing.exit} forwards` },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  "@media": {
    [reducedMotionQuery]: { animation: "none !important" },
    [mobileQuery]: { minWidth: 0, width: "100%" },
  },
});

export const icon = style({
  display: "inline-flex",
  fontSize: 20,
  flexShrink: 0,
  selectors: {
    "[data-type=positive] &": { color: vars.color.positive },
    "[data-type=danger] &": { color: vars.color.danger },
    "[data-type=loading] &": { color: vars.color.primary },
  },
});

export const message = style({ flex: 1, minWidth: 0, paddingBlock: 4, overflowWrap: "anywhere" });

export const action = style({
  flexShrink: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  opacity: 0.75,
  cursor: "pointer",
  width: 32,
  height: 32,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.sm,
  fontSize: 16,
  outline: "none",
  selectors: {
    "&[data-hovered]": { opacity: 1, background: `color-mix(in srgb, ${vars.color.bg} 14%, transparent)` },
    "&[data-focus-visible]": { opacity: 1, outline: `2px solid ${vars.color.focus}` },
  },
});
