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

export const hero = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  gap: 24,
  padding: "96px 24px",
  maxWidth: 1100,
  width: "100%",
  margin: "0 auto",
  "@media": { "(max-width: 767px)": { padding: "56px 16px" } },
});

export const heroTitle = style({
  margin: 0,
  fontSize: "clamp(40px, 7vw, 76px)",
  lineHeight: 1.02,
  letterSpacing: "-0.04em",
  fontWeight: 800,
  maxWidth: 820,
});

export const accent = style({ color: vars.color.primary });

export const heroText = style({ margin: 0, fontSize: 19, color: vars.color.fgMuted, maxWidth: 560, lineHeight: 1.55 });

export const actions = style({ display: "flex", gap: 12, flexWrap: "wrap" });

export const firstLoad = style({
  minHeight: "100vh",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});
