import type { AppRouter } from "@backbeat/api/types";
import type { inferRouterOutputs } from "@trpc/server";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { AdminSection } from "../AdminPage.tsx";
import { RankedBars } from "../charts/RankedBars.tsx";
import * as s from "./reports.css.ts";

/** One row of a ranked report list as the server sends it (the same in every report). */
export type ReportRow = inferRouterOutputs<AppRouter>["admin"]["reports"]["plays"]["topTracks"][number];

/** A titled ranked list of a report (top tracks, countries…), with its own empty line; the bars' own props pass through. */
export function RankedSection({
  title,
  rows,
  name = (row) => row.label ?? t("Unknown"),
  linkTo,
  ...bars
}: Omit<ComponentProps<typeof RankedBars>, "caption" | "rows"> & {
  title: string;
  rows: ReportRow[];
  name?: (row: ReportRow) => ReactNode;
  linkTo?: (row: ReportRow) => string | null;
}) {
  return (
    <AdminSection title={title}>
      {rows.length === 0 ? (
        <p className={s.quiet}>{t("Nothing in this range yet.")}</p>
      ) : (
        <RankedBars
          caption={title}
          {...bars}
          rows={rows.map((row) => {
            const href = linkTo?.(row) ?? null;
            const label = name(row);
            return {
              key: row.key ?? "(none)",
              label: href ? (
                <Link to={href} className={s.link}>
                  {label}
                </Link>
              ) : (
                label
              ),
              subtitle: row.subtitle ?? undefined,
              value: row.count,
              secondary: row.visitors,
            };
          })}
        />
      )}
    </AdminSection>
  );
}
