import {
  Button,
  ButtonLink,
  DownloadIcon,
  EmptyState,
  SearchIcon,
  Select,
  SelectItem,
  Skeleton,
  TextField,
} from "@backbeat/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { formatBytes } from "@/features/upload/queue/settings.ts";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminSection } from "../AdminPage.tsx";
import { formatDateTime } from "./format.ts";
import { logsPage } from "./LogsFrame.tsx";
import * as s from "./logs.css.ts";

const PER_PAGE = 25;

export const ErrorLogPage = logsPage("error", ErrorLog);

/** One day's error log at a time: newest first, searchable, each entry opening to its trace. */
function ErrorLog() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const file = params.get("file") ?? undefined;
  const query = params.get("query") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [typed, setTyped] = useState(query);
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  // Typing searches after a short pause; the search is part of the address like a datatable's.
  useEffect(() => {
    if (typed === query) return;
    const timer = setTimeout(() => update({ query: typed.trim() || undefined, page: undefined }), 300);
    return () => clearTimeout(timer);
  });
  const log = useQuery({
    ...trpc.admin.logs.errors.queryOptions({
      ...(file ? { file } : {}),
      ...(query ? { query } : {}),
      page,
      perPage: PER_PAGE,
    }),
    placeholderData: keepPreviousData,
  });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <AdminSection title={t("Error log")}>
      <div className={s.toolbar}>
        <Select
          label={t("Day")}
          className={s.grow}
          selectedKey={data?.file ?? null}
          onSelectionChange={(key) => update({ file: key ? String(key) : undefined, page: undefined })}
          items={(data?.files ?? []).map((f) => ({ id: f.name, label: `${f.date} · ${formatBytes(f.size)}` }))}
          isDisabled={!data?.files.length}
          placeholder={t("No log files yet")}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <TextField
          label={t("Search")}
          className={s.grow}
          value={typed}
          onChange={setTyped}
          startAdornment={<SearchIcon size={16} />}
          placeholder={t("Message, address or trace")}
        />
        {data?.file ? (
          <ButtonLink
            href={`/api/v1/admin/logs/error/${data.file}/download`}
            download
            variant="outline"
            startIcon={<DownloadIcon size={16} />}
          >
            {t("Download")}
          </ButtonLink>
        ) : null}
      </div>
      {!data ? (
        <Skeleton height={320} />
      ) : data.entries.length === 0 ? (
        <EmptyState
          title={data.files.length ? t("Nothing found") : t("No errors logged")}
          message={
            data.files.length
              ? t("No entry of this day matches the search.")
              : t("Server errors are written here with their trace when they happen.")
          }
        />
      ) : (
        <>
          <ul className={s.entries} aria-label={t("Entries")}>
            {data.entries.map((entry) => (
              <li key={entry.index} className={s.entry}>
                <details>
                  <summary className={s.entrySummary}>
                    <span className={s.entryTime}>{formatDateTime(entry.time)}</span>
                    <span className={s.entryMessage}>{entry.message || entry.request}</span>
                    {entry.request && entry.message ? <span className={s.entryRequest}>{entry.request}</span> : null}
                  </summary>
                  {entry.trace.length ? (
                    <pre className={s.trace}>{entry.trace.join("\n")}</pre>
                  ) : (
                    <p className={s.muted}>{t("No trace was recorded for this entry.")}</p>
                  )}
                </details>
              </li>
            ))}
          </ul>
          <div className={s.pager}>
            <span className={s.muted}>
              {t("{count, plural, one {# entry} other {# entries}}", { count: data.total })} ·{" "}
              {t("Page :page of :pages", { page, pages })}
            </span>
            <span style={{ display: "flex", gap: 8 }}>
              <Button
                size="sm"
                variant="outline"
                isDisabled={page <= 1}
                onPress={() => update({ page: page > 2 ? String(page - 1) : undefined })}
              >
                {t("Newer")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                isDisabled={page >= pages}
                onPress={() => update({ page: String(page + 1) })}
              >
                {t("Older")}
              </Button>
            </span>
          </div>
        </>
      )}
    </AdminSection>
  );
}
