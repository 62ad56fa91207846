import { fontSize, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { readingPage, readingTitle } from "@/global/reading-page.css.ts";

export const page = style([readingPage, { maxWidth: 640 }]);

export const title = readingTitle;

export const lead = style({ margin: `0 0 ${space[8]}`, color: vars.color.fgMuted, fontSize: fontSize.base });

export const fields = style({ display: "flex", flexDirection: "column", gap: space[4] });

export const row = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: space[4],
  "@media": { "screen and (max-width: 599px)": { gridTemplateColumns: "1fr" } },
});

export const actions = style({ display: "flex", justifyContent: "flex-end" });
