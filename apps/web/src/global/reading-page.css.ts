import { space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

/** A centred single-column page of reading width (custom pages, the contact form). */
export const readingPage = style({
  width: "100%",
  margin: "0 auto",
  padding: `${space[12]} ${space[6]} ${space[16]}`,
  "@media": { "screen and (max-width: 767px)": { padding: `${space[8]} ${space[4]} ${space[12]}` } },
});

export const readingTitle = style({
  margin: `0 0 ${space[2]}`,
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.75rem, 4vw, 2.5rem)",
  lineHeight: 1.15,
  letterSpacing: "-0.02em",
});
