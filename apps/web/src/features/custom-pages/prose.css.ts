import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

/** Typography for stored page HTML (the public page and the editor's preview look the same). */
export const prose = style({
  color: vars.color.fg,
  fontSize: fontSize.base,
  lineHeight: 1.7,
  overflowWrap: "anywhere",
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} :is(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.heading,
  fontWeight: fontWeight.bold,
  lineHeight: 1.25,
  letterSpacing: "-0.01em",
  margin: `${space[8]} 0 ${space[3]}`,
});
globalStyle(`${prose} h1`, { fontSize: fontSize["3xl"] });
globalStyle(`${prose} h2`, { fontSize: fontSize["2xl"] });
globalStyle(`${prose} h3`, { fontSize: fontSize.xl });
globalStyle(`${prose} :is(h4, h5, h6)`, { fontSize: fontSize.lg });
globalStyle(`${prose} :is(p, ul, ol, dl, blockquote, pre, table, figure)`, { margin: `0 0 ${space[4]}` });
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: space[6] });
globalStyle(`${prose} li + li`, { marginTop: space[1] });
globalStyle(`${prose} a`, { color: vars.color.primary, textUnderlineOffset: "0.2em" });
globalStyle(`${prose} a:hover`, { color: vars.color.primaryHover });
globalStyle(`${prose} img`, { maxWidth: "100%", height: "auto", borderRadius: vars.radius.md });
globalStyle(`${prose} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}`, margin: `${space[8]} 0` });
globalStyle(`${prose} blockquote`, {
  margin: `0 0 ${space[4]}`,
  padding: `${space[1]} ${space[4]}`,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  color: vars.color.fgMuted,
});
globalStyle(`${prose} :is(code, pre)`, { fontFamily: vars.font.mono, fontSize: "0.9em" });
globalStyle(`${prose} :not(pre) > code`, {
  padding: "0.1em 0.35em",
  borderRadius: vars.radius.sm,
  background: vars.color.chip,
});
globalStyle(`${prose} pre`, {
  padding: space[4],
  overflowX: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
});
globalStyle(`${prose} table`, { width: "100%", borderCollapse: "collapse", display: "block", overflowX: "auto" });
globalStyle(`${prose} :is(th, td)`, {
  padding: `${space[2]} ${space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
});
globalStyle(`${prose} th`, { fontWeight: fontWeight.semibold, background: vars.color.bgAlt });
globalStyle(`${prose} mark`, { background: vars.color.warning, color: "inherit", padding: "0 0.15em" });
// Rich-text editors wrap each list item's text in a paragraph; it keeps the list's spacing.
globalStyle(`${prose} li > p`, { margin: 0 });
