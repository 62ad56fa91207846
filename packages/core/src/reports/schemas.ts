import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";

/** The ranges a report can show; `custom` takes `from` and `to` (days, UTC, both included). */
export const REPORT_RANGES = ["7d", "30d", "90d", "365d", "custom"] as const;
export type ReportRangeName = (typeof REPORT_RANGES)[number];

/** The longest custom range: two years of daily rows is still a quick query and a readable chart. */
export const MAX_REPORT_DAYS = 731;

// Round-tripped, so 2026-02-30 is refused rather than read as 2 March.
function isDay(v: string): boolean {
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
}

const day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31.")
  .refine(isDay, "This is not a valid date.");

const rangeShape = {
  range: z.enum(REPORT_RANGES).default("30d"),
  from: day.optional(),
  to: day.optional(),
};

type RangeFields = { range: ReportRangeName | InsightRangeName; from?: string | undefined; to?: string | undefined };

function checkCustom(value: RangeFields, ctx: z.core.$RefinementCtx) {
  if (value.range !== "custom") return;
  if (!value.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Choose the first day of the range." });
  if (!value.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose the last day of the range." });
  if (!value.from || !value.to || !isDay(value.from) || !isDay(value.to)) return;
  const from = Date.parse(`${value.from}T00:00:00Z`);
  const to = Date.parse(`${value.to}T00:00:00Z`);
  if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day must not be before the first." });
  else if ((to - from) / 86_400_000 + 1 > MAX_REPORT_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: `A range may span at most ${MAX_REPORT_DAYS} days.` });
  if (from < Date.parse("2000-01-01T00:00:00Z"))
    ctx.addIssue({ code: "custom", path: ["from"], message: "The first day must be in 2000 or later." });
}

export const reportRangeInput = z.object(rangeShape).superRefine(checkCustom);
export type ReportRangeInput = z.input<typeof reportRangeInput>;
export type ParsedReportRangeInput = z.output<typeof reportRangeInput>;

export const INSIGHT_ITEM_KINDS = ["track", "album", "artist"] as const;
export type InsightItemKind = (typeof INSIGHT_ITEM_KINDS)[number];

/** Item insights also take the ranges artists know: today, the last 7, 30 or 365 days. */
export const INSIGHT_RANGES = ["day", "week", "month", "year"] as const;
export type InsightRangeName = (typeof INSIGHT_RANGES)[number];

export const itemInsightsInput = z
  .object({
    ...rangeShape,
    range: z.enum([...INSIGHT_RANGES, ...REPORT_RANGES]).default("30d"),
    kind: z.enum(INSIGHT_ITEM_KINDS),
    id: idSchema,
  })
  .superRefine(checkCustom);
export type ItemInsightsInput = z.input<typeof itemInsightsInput>;
export type ParsedItemInsightsInput = z.output<typeof itemInsightsInput>;

/** Longest path kept; longer ones are cut, never refused (a beacon must not fail on a long URL). */
export const MAX_PAGE_VIEW_PATH = 200;

export const pageViewInput = z.object({
  path: z.string().min(1).max(2000),
  referrer: z.string().max(2000).optional().nullable(),
});
export type PageViewInput = z.input<typeof pageViewInput>;
export type ParsedPageViewInput = z.output<typeof pageViewInput>;

/** The page-view beacon's answer: whether the view was kept, and why not. */
export const pageViewResponse = z.object({ outcome: z.string() });
