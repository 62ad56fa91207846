import { space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { borderedStack } from "@/global/style-parts.ts";

export const list = style({ display: "flex", flexDirection: "column", gap: space[1.5] });

export const row = style({
  ...borderedStack(space[2], `${space[1.5]} ${space[1]}`, vars.radius.md),
  background: vars.color.bgElevated,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    "&[data-dragging]": { opacity: 0.5 },
  },
});

export const rowHeader = style({ display: "flex", alignItems: "center", gap: space[2] });
export const rowContent = style({ flex: 1, minWidth: 0, display: "flex", alignItems: "center", gap: space[2] });
export const rowBody = style({
  display: "flex",
  flexDirection: "column",
  gap: space[3],
  padding: `0 ${space[2]} ${space[1.5]}`,
});

export const grip = style({
  display: "grid",
  placeItems: "center",
  width: 28,
  height: 28,
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.fgSubtle,
  cursor: "grab",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}` } },
});

export const dropIndicator = style({
  height: 2,
  margin: "-1px 0",
  background: vars.color.primary,
  borderRadius: 2,
});
