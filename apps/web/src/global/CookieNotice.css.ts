import { fontSize, mobileQuery, reducedMotionQuery, vars, zIndex } from "@backbeat/ui/theme";
import { keyframes, style } from "@vanilla-extract/css";

const rise = keyframes({ from: { opacity: 0, transform: "translateY(12px)" }, to: { opacity: 1, transform: "none" } });

export const notice = style({
  position: "fixed",
  insetInline: 16,
  zIndex: zIndex.cookieNotice,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "16px",
  maxWidth: 760,
  marginInline: "auto",
  padding: "14px 14px 14px 20px",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
  color: vars.color.fg,
  boxShadow: vars.shadow.lg,
  fontSize: fontSize.md,
  lineHeight: 1.5,
  animation: `${rise} 260ms cubic-bezier(0.2, 0, 0, 1)`,
  "@media": {
    [reducedMotionQuery]: { animation: "none" },
    [mobileQuery]: { flexDirection: "column", alignItems: "stretch", insetInline: 8, padding: 16 },
  },
});

export const top = style({ top: 16 });
export const bottom = style({ bottom: 16 });
export const text = style({ margin: 0, color: vars.color.fgMuted });
