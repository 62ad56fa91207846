import { globalStyle } from "@vanilla-extract/css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", {
  fontFamily: "var(--bb-font-body)",
  background: "var(--bb-color-bg)",
  color: "var(--bb-color-fg)",
  WebkitFontSmoothing: "antialiased",
  textRendering: "optimizeLegibility",
});
globalStyle("body", { margin: 0 });
globalStyle("button, input, textarea, select", { font: "inherit" });
