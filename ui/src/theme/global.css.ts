import { globalStyle } from "@vanilla-extract/css";
import { fontSize, lineHeight } from "./constants.ts";
import { vars } from "./contract.css.ts";
import { colorDefaults, spaceVariables } from "./tokens.ts";

/** Document-wide base styles. This module only has side effects (see package.json). */

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

// Spacing defaults (and colours older theme rows lack); a theme row overrides them inline on <html>.
globalStyle(":root", { vars: { ...spaceVariables, ...colorDefaults } });

globalStyle("html", {
  colorScheme: "light",
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  WebkitTapHighlightColor: "transparent",
});
globalStyle("html.dark", { colorScheme: "dark" });

globalStyle("body", {
  margin: 0,
  background: vars.color.bg,
  color: vars.color.fg,
  fontFamily: vars.font.body,
  fontSize: fontSize.base,
  lineHeight: lineHeight.normal,
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
  textRendering: "optimizeLegibility",
});

globalStyle("h1, h2, h3, h4, h5, h6", {
  fontFamily: vars.font.heading,
  lineHeight: lineHeight.tight,
  letterSpacing: "-0.01em",
  margin: 0,
});

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
globalStyle("a", { color: "inherit" });
globalStyle("code, kbd, pre, samp", { fontFamily: vars.font.mono });

globalStyle("::selection", { background: vars.color.selected });

globalStyle("*", {
  scrollbarWidth: "thin",
  scrollbarColor: `${vars.color.border} transparent`,
});
