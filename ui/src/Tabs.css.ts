import { style } from "@vanilla-extract/css";
import { focusRing } from "./styles.css.ts";
import { duration, easing, fontSize, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const tabs = style({
  display: "flex",
  flexDirection: "column",
  gap: "16px",
  selectors: { "&[data-orientation=vertical]": { flexDirection: "row" } },
});

export const list = style({
  display: "flex",
  gap: "4px",
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: "auto",
  scrollbarWidth: "none",
  selectors: {
    "&[data-orientation=vertical]": {
      flexDirection: "column",
      borderBottom: 0,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: "8px",
  padding: "10px 12px",
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  color: vars.color.fgMuted,
  cursor: "pointer",
  outline: "none",
  whiteSpace: "nowrap",
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${duration.fast}`,
  selectors: {
    "&[data-hovered]": { color: vars.color.fg },
    "&[data-selected]": { color: vars.color.fg },
    "&[data-focus-visible]": { ...focusRing, outlineOffset: -2 },
    "&[data-disabled]": { opacity: 0.45, cursor: "not-allowed" },
  },
});

export const indicator = style({
  position: "absolute",
  left: 8,
  right: 8,
  bottom: -1,
  height: 2,
  borderRadius: 2,
  background: vars.color.primary,
  transition: `translate ${duration.slow} ${easing.standard}, width ${duration.slow} ${easing.standard}`,
});

export const panel = style({
  outline: "none",
  selectors: { "&[data-focus-visible]": { ...focusRing, borderRadius: vars.radius.sm } },
});
