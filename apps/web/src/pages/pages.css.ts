import { vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

export const centered = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: 16,
  padding: "64px 24px",
  textAlign: "center",
});

export const illustration = style({
  width: 180,
  maxWidth: "60vw",
  height: "auto",
  marginBottom: 8,
  color: vars.color.primary,
});

export const title = style({
  margin: 0,
  fontSize: "clamp(24px, 4vw, 34px)",
  lineHeight: 1.2,
  letterSpacing: "-0.02em",
  maxWidth: 640,
});

export const text = style({ margin: 0, color: vars.color.fgMuted, fontSize: 16, maxWidth: 520, lineHeight: 1.5 });

export const firstLoad = style({
  minHeight: "100vh",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});
