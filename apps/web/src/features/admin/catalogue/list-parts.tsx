import type { DataTableColumn } from "@backbeat/ui";
import type { ReactNode } from "react";
import { VisibilityBadge } from "@/features/catalogue-forms/VisibilityBadge.tsx";
import { t } from "@/global/i18n.ts";
import * as s from "./catalogue.css.ts";

/** The columns only catalogue lists have: visibility, counts, yes-or-no flags and authors. */

/** Who may see a track or album: public, unlisted, private or scheduled. */
export function visibilityColumn<R extends { visibility: string; publish_at: string | null }>(): DataTableColumn<R> {
  return {
    key: "visibility",
    header: t("Visibility"),
    render: (row) => <VisibilityBadge visibility={row.visibility} publishAt={row.publish_at} />,
  };
}

/** A right-aligned count. */
export function countColumn<R>(
  key: string,
  header: string,
  value: (row: R) => ReactNode,
  sortable?: boolean,
): DataTableColumn<R> {
  return { key, header, sortable, align: "end", render: (row) => <span className={s.numeric}>{value(row)}</span> };
}

/** A yes-or-no flag, its "No" muted. */
export function yesNoColumn<R>(
  key: string,
  header: string,
  value: (row: R) => unknown,
  hidden?: boolean,
): DataTableColumn<R> {
  return {
    key,
    header,
    defaultHidden: hidden,
    render: (row) => (value(row) ? t("Yes") : <span className={s.muted}>{t("No")}</span>),
  };
}

/** Who wrote or made the row; a deleted account shows as such. */
export function userColumn<R extends { user_name: string | null }>(header: string): DataTableColumn<R> {
  return {
    key: "user_name",
    header,
    render: (row) => row.user_name ?? <span className={s.muted}>{t("Deleted user")}</span>,
  };
}
