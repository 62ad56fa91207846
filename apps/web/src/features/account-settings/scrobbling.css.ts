import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";
import { stackedList, wrapRow } from "@/global/style-parts.ts";

export const row = style({
  ...wrapRow(space[4], "center"),
  padding: `${space[4]} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    "&:first-child": { borderTop: 0, paddingTop: 0 },
    "&:last-child": { paddingBottom: 0 },
  },
});

const markBase = style({
  width: 44,
  height: 44,
  flex: "none",
  borderRadius: vars.radius.md,
  display: "grid",
  placeItems: "center",
  color: "white",
  fontWeight: fontWeight.bold,
  fontSize: fontSize.sm,
  letterSpacing: "-0.02em",
});

/** Each service's own colours, so the rows read at a glance as the services they are. */
export const mark = styleVariants({
  listenbrainz: [markBase, { background: "linear-gradient(135deg, #353070 0%, #353070 55%, #eb743b 100%)" }],
  lastfm: [markBase, { background: "#d51007" }],
});

export const main = style({ flex: "1 1 220px", minWidth: 0 });

export const head = style(wrapRow(space[2], "center"));

export const name = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.base });

export const meta = style({ color: vars.color.fgMuted, fontSize: fontSize.sm, marginTop: space[1] });

export const failure = style({ color: vars.color.danger, fontSize: fontSize.sm, marginTop: space[1] });

export const buttons = style({ ...wrapRow(space[2]), marginLeft: "auto" });

export const list = style(stackedList);
