import { REPORT_RANGES, type ReportRangeInput, type ReportRangeName } from "@backbeat/core/schemas";
import { useMemo } from "react";
import { useSearchParams } from "react-router";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report range kept in the URL (`?range=90d`, or `?range=custom&from=…&to=…`); 30 days by default. */
export function rangeFromParams(params: URLSearchParams): ReportRangeInput & { range: ReportRangeName } {
  const name = params.get("range");
  const range = (REPORT_RANGES as readonly string[]).includes(name ?? "") ? (name as ReportRangeName) : "30d";
  if (range !== "custom") return { range };
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (!DAY.test(from) || !DAY.test(to)) return { range: "30d" };
  return { range, from, to };
}

export function rangeSearch(range: ReportRangeInput): string {
  const params = new URLSearchParams();
  if (range.range && range.range !== "30d") params.set("range", range.range);
  if (range.range === "custom" && range.from && range.to) {
    params.set("from", range.from);
    params.set("to", range.to);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => rangeFromParams(params), [params]);
  const setRange = (next: ReportRangeInput) => setParams(new URLSearchParams(rangeSearch(next).slice(1)));
  return { range, setRange, search: rangeSearch(range) };
}
