import { style } from "@vanilla-extract/css";
import { focusRing } from "./styles.css.ts";
import { duration, fontSize } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const trigger = style({
  display: "flex",
  alignItems: "center",
  gap: "8px",
  width: "100%",
  minHeight: 42,
  padding: "0 10px 0 12px",
  background: vars.color.bg,
  color: vars.color.fg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: fontSize.md,
  textAlign: "start",
  cursor: "pointer",
  outline: "none",
  transition: `border-color ${duration.fast}, box-shadow ${duration.fast}`,
  selectors: {
    "&[data-hovered]": { borderColor: `color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 22%)` },
    "&[data-focus-visible]": focusRing,
    "&[data-pressed], [data-open] > &": {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 22%, transparent)`,
    },
    "[data-invalid] > &": { borderColor: vars.color.danger },
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed", background: vars.color.bgAlt },
  },
});

export const small = style({ minHeight: 36, fontSize: fontSize.sm });

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&[data-placeholder]": { color: vars.color.fgMuted } },
});

export const chevron = style({
  display: "inline-flex",
  color: vars.color.fgMuted,
  fontSize: 18,
  transition: `transform ${duration.normal}`,
  selectors: { "[data-open] &": { transform: "rotate(180deg)" } },
});

export const spinner = style({ display: "inline-flex", color: vars.color.fgMuted });

export const popup = style({ minWidth: "var(--trigger-width)" });
