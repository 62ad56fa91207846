import { style } from "@vanilla-extract/css";
import { input } from "./Field.css.ts";

/** A multi-line input: same box as a text field, taller, resizable vertically. */
export const textarea = style([
  input,
  {
    padding: "10px 12px",
    minHeight: 96,
    resize: "vertical",
    lineHeight: 1.5,
    fontFamily: "inherit",
  },
]);
