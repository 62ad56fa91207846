import { fontSize, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { readingPage, readingTitle } from "@/global/reading-page.css.ts";

export const article = style([readingPage, { maxWidth: 760 }]);

export const title = readingTitle;

export const updated = style({
  margin: `0 0 ${space[8]}`,
  paddingBottom: space[6],
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
});
