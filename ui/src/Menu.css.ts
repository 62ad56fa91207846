import { style } from "@vanilla-extract/css";
import { list } from "./ListBox.css.ts";
import { fontSize } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

/** Menus share the list box's rows (ListBox.css.ts) and add their own frame and trailing parts. */

export const menu = style([list, { minWidth: 200, maxWidth: "min(360px, calc(100vw - 32px))" }]);

/** Keyboard shortcut or trailing text of an item. */
export const shortcut = style({
  marginInlineStart: "auto",
  paddingInlineStart: 16,
  display: "inline-flex",
  color: vars.color.fgMuted,
  fontSize: fontSize.xs,
  fontVariantNumeric: "tabular-nums",
  letterSpacing: "0.02em",
});

/** The chevron of an item that opens a submenu. */
export const submenuChevron = style({
  marginInlineStart: "auto",
  display: "inline-flex",
  color: vars.color.fgMuted,
  selectors: { "[data-open] > &": { color: vars.color.fg } },
});
