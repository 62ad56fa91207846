import { style } from "@vanilla-extract/css";

/** Relative times never wrap mid-phrase, and digits keep their width as they tick. */
export const time = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });
