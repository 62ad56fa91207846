import { MAX_LINES_PER_SAVE } from "@backbeat/core/schemas";
import {
  Button,
  ButtonLink,
  ChevronLeftIcon,
  ChevronRightIcon,
  EmptyState,
  IconButton,
  ProgressBar,
  SearchIcon,
  Select,
  SelectItem,
  Skeleton,
  TextField,
} from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage } from "../AdminPage.tsx";
import { guardedPage } from "../guarded-page.tsx";
import { refreshInterfaceIfShowing } from "./refresh-interface.ts";
import * as s from "./translate.css.ts";
import { type LineFilter, missingPlaceholders, saveBatches, translateView } from "./translate-view.ts";

/** `localizations/{localeId}/translate`: every source string of the interface and its translation. */
export const TranslatePage = guardedPage("localizations.update", Translate);

const FILTERS: { id: LineFilter; label: string }[] = [
  { id: "all", label: "All strings" },
  { id: "untranslated", label: "Untranslated" },
  { id: "translated", label: "Translated" },
];

function Translate() {
  const { localeId } = useParams();
  const id = Number(localeId);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lines = useQuery({ ...trpc.admin.localizations.lines.queryOptions({ id }), enabled: id > 0 });
  const save = useMutation(trpc.admin.localizations.saveLines.mutationOptions());
  const [params, setParams] = useSearchParams();
  const query = params.get("query") ?? "";
  const filter = (FILTERS.find((f) => f.id === params.get("filter"))?.id ?? "all") as LineFilter;
  const requestedPage = Number(params.get("page") ?? 1);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const saved = lines.data?.lines ?? {};
  const translation = (source: string) => edits[source] ?? saved[source] ?? "";
  const changed = Object.entries(edits).filter(([key, value]) => value.trim() !== (saved[key] ?? ""));
  // Rows are chosen by the saved lines, so typing never moves a row out of a filtered page.
  const view = useMemo(
    () =>
      translateView(lines.data?.sources ?? [], (src) => lines.data?.lines[src] ?? "", {
        query,
        filter,
        page: requestedPage,
      }),
    [lines.data, query, filter, requestedPage],
  );
  const translatedCount = Object.keys(saved).length;
  const totalCount = lines.data?.sources.length ?? 0;

  useEffect(() => {
    if (!changed.length) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [changed.length]);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== "page") next.delete("page");
    setParams(next, { replace: name === "query" });
  };

  const saveAll = async () => {
    if (!lines.data || !changed.length) return;
    setSaving(true);
    try {
      const batches = saveBatches(
        changed.map(([key, value]) => ({ key, value })),
        MAX_LINES_PER_SAVE,
      );
      for (const batch of batches) await save.mutateAsync({ id, lines: batch });
      toast("{count, plural, one {Saved # translation} other {Saved # translations}}", {
        values: { count: changed.length },
      });
      await queryClient.invalidateQueries({ queryKey: trpc.admin.localizations.lines.queryKey({ id }) });
      setEdits({});
      await refreshInterfaceIfShowing(lines.data.localization.language);
    } catch {
      // The failure was shown once by the app's call-error rule; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  };

  const name = lines.data?.localization.name ?? "";
  return (
    <AdminPage
      title={lines.data ? t("Translate :name", { name }) : t("Translate")}
      back={{ to: "/admin/localizations", label: "Localizations" }}
      description={
        lines.data ? (
          <span className={s.summary}>
            <code className={s.code}>{lines.data.localization.language}</code>
            {t("{total, plural, one {:done of # string translated} other {:done of # strings translated}}", {
              done: translatedCount.toLocaleString(),
              total: totalCount,
            })}
          </span>
        ) : null
      }
      actions={
        <>
          {changed.length ? (
            <Button variant="ghost" onPress={() => setEdits({})} isDisabled={saving}>
              {t("Discard")}
            </Button>
          ) : null}
          <Button onPress={() => void saveAll()} isPending={saving} isDisabled={!changed.length}>
            {changed.length
              ? t("{count, plural, one {Save # change} other {Save # changes}}", { count: changed.length })
              : t("Save changes")}
          </Button>
        </>
      }
      testId="admin-translate"
    >
      {lines.data ? (
        <ProgressBar
          className={s.progress}
          aria-label={t("Translated strings")}
          value={translatedCount}
          maxValue={Math.max(1, totalCount)}
          showValue={false}
        />
      ) : null}
      <div className={s.toolbar}>
        <TextField
          className={s.search}
          aria-label={t("Search strings")}
          placeholder={t("Search source text or translation")}
          value={query}
          onChange={(value) => setParam("query", value)}
          startAdornment={<SearchIcon size={16} />}
        />
        <Select
          className={s.filter}
          aria-label={t("Show")}
          size="sm"
          items={FILTERS}
          selectedKey={filter}
          onSelectionChange={(key) => setParam("filter", key === "all" ? null : String(key))}
        >
          {(item) => <SelectItem id={item.id}>{t(item.label)}</SelectItem>}
        </Select>
        <span className={s.count}>{t("{count, plural, one {# string} other {# strings}}", { count: view.total })}</span>
      </div>

      {!(id > 0) || lines.isError ? (
        <EmptyState
          title={t("Language not found")}
          message={t("It may have been deleted. Pick a language from the list.")}
          actions={
            <ButtonLink href="/admin/localizations" variant="outline">
              {t("Localizations")}
            </ButtonLink>
          }
        />
      ) : lines.isLoading ? (
        <div className={s.list}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={44} />
          ))}
        </div>
      ) : view.rows.length === 0 ? (
        <EmptyState
          title={filter === "untranslated" && !query ? t("Everything is translated") : t("No strings match")}
          message={
            filter === "untranslated" && !query
              ? t("Every string of the interface has a translation.")
              : t("Try another search or filter.")
          }
        />
      ) : (
        <ul className={s.list} aria-label={t("Strings")}>
          <li className={s.header} aria-hidden="true">
            <span>{t("Source text")}</span>
            <span>{t("Translation")}</span>
          </li>
          {view.rows.map((source) => {
            const value = translation(source);
            const missing = missingPlaceholders(source, value);
            const dirty = source in edits && edits[source]?.trim() !== (saved[source] ?? "");
            return (
              <li key={source} className={s.row} data-dirty={dirty || undefined}>
                <span className={s.source} lang="en">
                  {source}
                </span>
                <TextField
                  className={s.input}
                  aria-label={t("Translation of :text", { text: source })}
                  placeholder={t("Untranslated")}
                  value={value}
                  maxLength={2000}
                  onChange={(next) => setEdits((current) => ({ ...current, [source]: next }))}
                  description={
                    missing.length
                      ? t("Keep :placeholders in the translation", { placeholders: missing.join(", ") })
                      : undefined
                  }
                />
              </li>
            );
          })}
        </ul>
      )}

      <div className={s.footer}>
        {changed.length ? (
          <Button onPress={() => void saveAll()} isPending={saving}>
            {t("{count, plural, one {Save # change} other {Save # changes}}", { count: changed.length })}
          </Button>
        ) : null}
        {view.lastPage > 1 ? (
          <nav className={s.pager} aria-label={t("Pages")}>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t("Previous page")}
              isDisabled={view.page <= 1}
              onPress={() => setParam("page", String(view.page - 1))}
            >
              <ChevronLeftIcon />
            </IconButton>
            <span>{t("Page :page of :last", { page: view.page, last: view.lastPage })}</span>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t("Next page")}
              isDisabled={view.page >= view.lastPage}
              onPress={() => setParam("page", String(view.page + 1))}
            >
              <ChevronRightIcon />
            </IconButton>
          </nav>
        ) : null}
      </div>
    </AdminPage>
  );
}
