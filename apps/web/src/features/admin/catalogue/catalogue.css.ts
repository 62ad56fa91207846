import { space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { thumbnail } from "@/global/style-parts.ts";

export { muted, nameCell, nameLink, nameText, sub } from "../datatable/cells.css.ts";

export const thumb = style({ ...thumbnail(36), flex: "none" });

export const thumbRound = style({ borderRadius: "50%" });

export const numeric = style({ fontVariantNumeric: "tabular-nums" });

export const rowActions = style({ display: "inline-flex", gap: space[1], justifyContent: "flex-end" });

export const excerpt = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  maxWidth: 480,
  color: vars.color.fg,
  whiteSpace: "pre-line",
});

export const dialogFields = style({ display: "flex", flexDirection: "column", gap: space[4] });

export const loading = style({ display: "grid", placeItems: "center", padding: space[10] });

/** A row's name as a button that opens its dialog: reads like a link, starts at the cell's edge. */
export const nameButton = style({ justifyContent: "flex-start", paddingInline: 0, textAlign: "start", height: "auto" });

export const rowLinks = style({ display: "inline-flex", gap: 2, alignItems: "center", justifyContent: "flex-end" });
