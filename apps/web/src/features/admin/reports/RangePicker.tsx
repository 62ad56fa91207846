import type { ReportRangeInput, ReportRangeName } from "@backbeat/core/schemas";
import { Button, Select, SelectItem, TextField } from "@backbeat/ui";
import { useEffect, useState } from "react";
import { t } from "@/global/i18n.ts";
import * as s from "./reports.css.ts";

const OPTIONS: { id: ReportRangeName; label: string }[] = [
  { id: "7d", label: "Last 7 days" },
  { id: "30d", label: "Last 30 days" },
  { id: "90d", label: "Last 90 days" },
  { id: "365d", label: "Last 12 months" },
  { id: "custom", label: "Custom range" },
];

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Preset ranges, or two days for a custom one (applied together so the URL never holds half a range). */
export function RangePicker({ value, onChange }: { value: ReportRangeInput; onChange(next: ReportRangeInput): void }) {
  const [custom, setCustom] = useState(value.range === "custom");
  const [from, setFrom] = useState(value.from ?? daysAgo(29));
  const [to, setTo] = useState(value.to ?? today());
  useEffect(() => {
    setCustom(value.range === "custom");
    if (value.from) setFrom(value.from);
    if (value.to) setTo(value.to);
  }, [value.range, value.from, value.to]);
  const invalid = !from || !to || from > to;
  return (
    <div className={s.rangePicker} data-testid="range-picker">
      <Select
        aria-label={t("Date range")}
        size="sm"
        selectedKey={custom ? "custom" : (value.range ?? "30d")}
        onSelectionChange={(key) => {
          if (key === "custom") setCustom(true);
          else {
            setCustom(false);
            onChange({ range: key as ReportRangeName });
          }
        }}
        className={s.rangeSelect}
      >
        {OPTIONS.map((o) => (
          <SelectItem key={o.id} id={o.id}>
            {t(o.label)}
          </SelectItem>
        ))}
      </Select>
      {custom ? (
        <form
          className={s.customRange}
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) onChange({ range: "custom", from, to });
          }}
        >
          <TextField aria-label={t("First day")} type="date" value={from} onChange={setFrom} className={s.dateField} />
          <span aria-hidden="true">–</span>
          <TextField aria-label={t("Last day")} type="date" value={to} onChange={setTo} className={s.dateField} />
          <Button type="submit" size="sm" variant="primary" isDisabled={invalid}>
            {t("Apply")}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
