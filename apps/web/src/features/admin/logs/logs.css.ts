import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { borderedStack, grid, mutedText, stackedList, wrapRow } from "@/global/style-parts.ts";

export const jobs = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(300px, 1fr))",
  gap: space[4],
});

export const job = style({ ...borderedStack(space[2], space[4]), background: vars.color.bgElevated, minWidth: 0 });

export const jobHead = style({
  display: "flex",
  alignItems: "flex-start",
  gap: space[2],
  justifyContent: "space-between",
});
export const jobName = style({ margin: 0, fontSize: fontSize.base, fontWeight: fontWeight.semibold });
export const jobId = style({ fontFamily: vars.font.mono, fontSize: fontSize.xs, color: vars.color.fgMuted });
export const muted = style(mutedText(fontSize.sm));
export const jobStats = style({
  ...wrapRow(`${space[1]} ${space[4]}`),
  fontSize: fontSize.sm,
  marginTop: "auto",
  paddingTop: space[2],
  borderTop: `1px solid ${vars.color.border}`,
});
export const stat = style({ display: "flex", gap: space[1] });
export const statLabel = style({ color: vars.color.fgMuted });
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: fontSize.sm,
  overflowWrap: "anywhere",
});
export const historyLink = style({ fontSize: fontSize.sm, color: vars.color.primary });

export const toolbar = style(wrapRow(space[3], "end"));
export const grow = style({ flex: "1 1 240px", minWidth: 0 });

export const entries = style(stackedList);
export const entry = style({
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: 0 } },
});
export const entrySummary = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${space[1]} ${space[3]}`,
  padding: `${space[3]} 0`,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
export const entryTime = style({
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  whiteSpace: "nowrap",
  paddingTop: 1,
});
export const entryMessage = style({ fontWeight: fontWeight.medium, overflowWrap: "anywhere" });
export const entryRequest = style({
  gridColumn: 2,
  fontFamily: vars.font.mono,
  fontSize: fontSize.xs,
  color: vars.color.fgMuted,
  overflowWrap: "anywhere",
});
export const trace = style({
  margin: `0 0 ${space[3]}`,
  padding: space[3],
  borderRadius: vars.radius.md,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: fontSize.xs,
  lineHeight: 1.6,
  overflowX: "auto",
  whiteSpace: "pre",
});
export const pager = style({ ...wrapRow(space[3], "center"), justifyContent: "space-between" });

export const mailMeta = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${space[1]} ${space[4]}`,
  margin: `0 0 ${space[4]}`,
  fontSize: fontSize.md,
});
export const mailFrame = style({
  width: "100%",
  height: "60vh",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: "#ffffff",
});
export const subject = style({ fontWeight: fontWeight.medium, overflowWrap: "anywhere" });

export const nowrap = style({ whiteSpace: "nowrap" });
export const tab = style({ textDecoration: "none" });
export const wrap = style({ overflowWrap: "anywhere" });

export const plain = style({ margin: 0 });
export const scanBody = style({ display: "flex", flexDirection: "column", gap: space[4] });
export const scanCounts = style({
  ...grid("repeat(4, minmax(0, 1fr))", space[3], { "(max-width: 640px)": "repeat(2, minmax(0, 1fr))" }),
  margin: 0,
});
export const scanCount = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });
export const scanCountValue = style({
  margin: 0,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
});
export const scanHeading = style({
  margin: `0 0 ${space[2]}`,
  fontSize: fontSize.base,
  fontWeight: fontWeight.semibold,
});
export const scanFailures = style({
  ...stackedList,
  gap: space[2],
  maxHeight: 360,
  overflowY: "auto",
  fontSize: fontSize.sm,
  overflowWrap: "anywhere",
});
export const scanFailurePath = style({ display: "block", fontFamily: vars.font.mono, color: vars.color.fg });
export const runDetail = style({ display: "flex", flexDirection: "column", gap: 2, alignItems: "flex-start" });
