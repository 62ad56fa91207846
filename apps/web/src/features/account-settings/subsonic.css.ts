import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

/** What a Subsonic app asks for, one labelled value a line, each with its copy button. */
export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr) max-content",
  alignItems: "center",
  gap: `${space[2]} ${space[3]}`,
  margin: `${space[4]} 0 0`,
  padding: space[4],
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": {
    "(max-width: 640px)": { gridTemplateColumns: "minmax(0, 1fr) max-content", rowGap: space[1] },
  },
});

export const label = style({
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  margin: 0,
  "@media": { "(max-width: 640px)": { gridColumn: "1 / -1", marginTop: space[2] } },
  selectors: { "&:first-of-type": { marginTop: 0 } },
});

export const value = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.sm,
  margin: 0,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const secret = style({ fontSize: fontSize.md, fontWeight: fontWeight.semibold });
