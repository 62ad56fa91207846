import { vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { ellipsis, headerButtonStates } from "@/global/style-parts.ts";

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 10,
  padding: "4px 12px 4px 4px",
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.fg,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: headerButtonStates,
});

export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  width: 28,
  height: 28,
  borderRadius: "50%",
  overflow: "hidden",
  background: vars.color.primary,
  color: vars.color.primaryFg,
  fontSize: 13,
});
globalStyle(`${avatar} img`, { width: "100%", height: "100%", objectFit: "cover" });

export const name = style({
  maxWidth: 160,
  ...ellipsis,
  "@media": { "(max-width: 767px)": { display: "none" } },
});

// Beside the open queue the player's header is narrow: the avatar alone names the menu there.
globalStyle(`[data-queue-open] ${name}`, { display: "none" });

/** Wide enough for "Language" with the language's name beside it. */
export const menu = style({ minWidth: 232 });
