import { fontSize, fontWeight, lineHeight, space, vars } from "@backbeat/ui/theme";
import type { StyleRule } from "@vanilla-extract/css";

/**
 * Style pieces many screens share, spread into their own `style({…})`: a card, a plain list, a
 * pair of form fields or a page heading is drawn the same way everywhere.
 */

function bordered(gap: string, padding: string, radius: string): StyleRule {
  return { gap, padding, border: `1px solid ${vars.color.border}`, borderRadius: radius };
}

/** A bordered box stacking its content: sections, cards, tiles. */
export function borderedStack(gap: string, padding: string, radius: string = vars.radius.lg): StyleRule {
  return { display: "flex", flexDirection: "column", ...bordered(gap, padding, radius) };
}

/** A bordered row: an icon or picture beside its text and actions. */
export function borderedRow(gap: string, padding: string, radius: string = vars.radius.lg): StyleRule {
  return { display: "flex", alignItems: "center", ...bordered(gap, padding, radius) };
}

/** A bordered, rounded box whose content is cut at its corners: lists of rows, previews, editors. */
export function clippedPanel(background: string = vars.color.bg, radius: string = vars.radius.lg): StyleRule {
  return { border: `1px solid ${vars.color.border}`, borderRadius: radius, background, overflow: "hidden" };
}

/** Out of sight but read by screen readers: live announcements, table captions. */
export const visuallyHidden: StyleRule = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
};

/** A dashed outline: where something will go, or a stage drawn around a preview. */
export function dashedOutline(radius: string = vars.radius.md): StyleRule {
  return { border: `1px dashed ${vars.color.border}`, borderRadius: radius };
}

/** A frame laid out by named grid areas: the consoles' top bar, navigation, main pane and player bar. */
export function areaGrid(columns: string, rows: string, areas: string): StyleRule {
  return { display: "grid", gridTemplateColumns: columns, gridTemplateRows: rows, gridTemplateAreas: areas };
}

/** How the header's round and pill buttons answer a pointer and keyboard focus, spread into `selectors`. */
export const headerButtonStates = {
  "&[data-hovered]": { background: vars.color.hover },
  "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
};

/** A list without bullets or indent. */
export const plainList: StyleRule = { listStyle: "none", margin: 0, padding: 0 };

/** A list without bullets or indent, its items stacked. */
export const stackedList: StyleRule = { ...plainList, display: "flex", flexDirection: "column" };

/** Items side by side that wrap onto more lines when the row runs out of room; `align` lines them up across. */
export function wrapRow(gap: string | number, align?: StyleRule["alignItems"]): StyleRule {
  return { display: "flex", flexWrap: "wrap", gap, ...(align ? { alignItems: align } : {}) };
}

/** A muted control (a side link, a toggle) that brightens under the pointer and shows keyboard focus. */
export function mutedControl(size: string): StyleRule {
  return {
    color: vars.color.fgMuted,
    fontSize: size,
    fontWeight: fontWeight.medium,
    selectors: {
      "&:hover": { color: vars.color.fg, background: vars.color.hover },
      "&:focus-visible": { outline: `2px solid ${vars.color.focus}` },
    },
  };
}

/** Text kept to one line, cut with an ellipsis. */
export const ellipsis: StyleRule = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" };

/** A row's square picture (cover, artwork), a tinted box with an icon while it has none. */
export function thumbnail(size: number): StyleRule {
  return {
    width: size,
    height: size,
    borderRadius: vars.radius.sm,
    objectFit: "cover",
    background: vars.color.chip,
    display: "grid",
    placeItems: "center",
    color: vars.color.fgSubtle,
  };
}

/** A grid of `columns`; `at` swaps them under a media query (query → columns), as a layout narrows or widens. */
export function grid(columns: string, gap: string, at: Record<string, string> = {}): StyleRule {
  const queries = Object.entries(at).map(([query, swapped]) => [query, { gridTemplateColumns: swapped }]);
  return {
    display: "grid",
    gridTemplateColumns: columns,
    gap,
    ...(queries.length ? { "@media": Object.fromEntries(queries) } : {}),
  };
}

/** A bordered list whose rows are ruled apart (rows: `draggableRow`). */
export const ruledList: StyleRule = {
  ...plainList,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
};

/** A row of a `ruledList` dragged to reorder: faded while dragged, a line where it would drop. */
export function draggableRow(columns: string, selectors: StyleRule["selectors"] = {}): StyleRule {
  return {
    display: "grid",
    gridTemplateColumns: columns,
    alignItems: "center",
    gap: space[2],
    padding: `${space[1.5]} ${space[2]}`,
    borderTop: `1px solid ${vars.color.border}`,
    background: vars.color.bg,
    selectors: {
      "&:first-child": { borderTop: "none" },
      "&[data-dragging]": { opacity: 0.5 },
      "&[data-drop-target]": { boxShadow: `inset 0 2px 0 ${vars.color.primary}` },
      ...selectors,
    },
  };
}

/** The handle a `draggableRow` is dragged by. */
export const dragGrip: StyleRule = {
  cursor: "grab",
  color: vars.color.fgSubtle,
  textAlign: "center",
  userSelect: "none",
};

/** A small fixed-size preview beside a row's text (an uploaded image, a theme's miniature), cut at its frame. */
export function previewBox(width: number, height: number): StyleRule {
  return {
    width,
    height,
    flexShrink: 0,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    overflow: "hidden",
  };
}

/** A short piece of code or an identifier set in running text. */
export const codeChip: StyleRule = {
  fontFamily: vars.font.mono,
  fontSize: fontSize.sm,
  padding: `1px ${space[1.5]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.chip,
};

/** An entry of a side navigation or a vertical tab list, before its hover and current-page looks. */
export const navEntry: StyleRule = {
  padding: `${space[2]} ${space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.fgMuted,
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  textDecoration: "none",
};

/** Two columns side by side that become one on a narrow screen. */
export function twoColumns(narrow = "screen and (max-width: 699px)", track = "minmax(0, 1fr)"): StyleRule {
  return {
    display: "grid",
    gridTemplateColumns: `${track} ${track}`,
    gap: space[4],
    "@media": { [narrow]: { gridTemplateColumns: track } },
  };
}

/** Explaining text under a heading or beside a control: muted, at reading line height. */
export function mutedText(size: string, margin: string | number = 0): StyleRule {
  return { color: vars.color.fgMuted, fontSize: size, lineHeight: lineHeight.normal, margin };
}

/** A form's or panel's buttons, at the end of the line, wrapping on a narrow screen. */
export function endActions(gap: string): StyleRule {
  return { display: "flex", justifyContent: "flex-end", gap, flexWrap: "wrap" };
}

/** A page's main heading. */
export const pageTitle: StyleRule = {
  fontFamily: vars.font.heading,
  fontSize: fontSize["3xl"],
  fontWeight: fontWeight.bold,
  letterSpacing: "-0.02em",
  margin: 0,
};

/** A centred page column with room above and below, tighter on a phone. */
export function pageColumn(maxWidth: number): StyleRule {
  return {
    width: "100%",
    maxWidth,
    margin: "0 auto",
    padding: `${space[12]} ${space[6]} ${space[16]}`,
    "@media": { "screen and (max-width: 767px)": { padding: `${space[6]} ${space[4]} ${space[12]}` } },
  };
}

/** The outline a focused link draws around itself. */
export const linkFocus: StyleRule = {
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 4 },
};

/** The quiet "back to …" link above a page's title. */
export function backLink(marginBottom: string): StyleRule {
  return {
    display: "inline-flex",
    alignItems: "center",
    gap: space[1],
    marginBottom,
    color: vars.color.fgMuted,
    fontSize: fontSize.md,
    textDecoration: "none",
    ":hover": { color: vars.color.fg },
    ...linkFocus,
  };
}

/** A page's title that grows with the window. */
export function fluidTitle(margin: string): StyleRule {
  return {
    margin,
    fontFamily: vars.font.heading,
    fontSize: "clamp(1.75rem, 4vw, 2.25rem)",
    fontWeight: fontWeight.bold,
    letterSpacing: "-0.02em",
    lineHeight: 1.15,
  };
}

/** A panel raised a little above the page. */
export const raisedPanel: StyleRule = {
  borderRadius: vars.radius.lg,
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
};

/** A round icon button of the given size. */
export function roundButton(size: number, background: string, color: string): StyleRule {
  return {
    display: "inline-grid",
    placeItems: "center",
    width: size,
    height: size,
    borderRadius: 999,
    border: "none",
    background,
    color,
    cursor: "pointer",
  };
}

/** A pill outlined in the subtle colour: an action beside a page's main one. */
export function outlinePill(height: number, padding: string): StyleRule {
  return {
    display: "inline-flex",
    alignItems: "center",
    gap: 8,
    height,
    padding,
    borderRadius: 999,
    border: `1px solid ${vars.color.fgSubtle}`,
    background: "transparent",
    color: vars.color.fg,
    fontWeight: 700,
    fontSize: 13,
    cursor: "pointer",
  };
}
