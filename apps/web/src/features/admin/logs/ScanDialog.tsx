import { Dialog, DialogBody, DialogHeader, Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { formatDateTime } from "./format.ts";
import * as s from "./logs.css.ts";
import { RecordFacts } from "./RecordFacts.tsx";
import { ResultBadge } from "./ResultBadge.tsx";

/** A library scan opened from its run in the schedule log: its counts and every failed file with the reason. */
export function ScanDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const scan = useQuery({ ...trpc.admin.logs.scan.queryOptions({ id: id ?? 1 }), enabled: id !== null });
  const data = scan.data;
  const counts: [string, number | undefined][] = data
    ? [
        [t("Files"), data.counts.found],
        [t("New"), data.counts.imported],
        [t("Changed"), data.counts.updated],
        [t("Unchanged"), data.counts.unchanged],
        [t("Moved"), data.counts.moved],
        [t("Removed"), data.counts.deleted],
        [t("Missing"), data.counts.missing],
        [t("Failed"), data.failed],
      ]
    : [];
  return (
    <Dialog size="lg" isOpen={id !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogHeader>{t("Library scan #:id", { id: id ?? "" })}</DialogHeader>
      <DialogBody>
        {scan.isError ? (
          <p className={s.error}>{scan.error.message}</p>
        ) : !data ? (
          <Skeleton height={240} />
        ) : (
          <div className={s.scanBody} data-testid="library-scan-details">
            <RecordFacts
              facts={[
                { label: t("Folder"), value: data.root, wrap: true },
                { label: t("Started"), value: formatDateTime(data.startedAt) },
                {
                  label: t("Result"),
                  value: (
                    <ResultBadge
                      result={data.status === "done" ? "succeeded" : data.status === "running" ? "running" : "failed"}
                    />
                  ),
                },
              ]}
              error={data.error}
            />
            <dl className={s.scanCounts}>
              {counts.map(([label, value]) => (
                <div key={label} className={s.scanCount}>
                  <dt className={s.statLabel}>{label}</dt>
                  <dd className={s.scanCountValue}>{(value ?? 0).toLocaleString()}</dd>
                </div>
              ))}
            </dl>
            {data.failures.length ? (
              <section aria-label={t("Files that failed")}>
                <h3 className={s.scanHeading}>{t("Files that failed")}</h3>
                <ul className={s.scanFailures}>
                  {data.failures.map((f) => (
                    <li key={f.path}>
                      <span className={s.scanFailurePath}>{f.path}</span>
                      <span className={s.muted}>{f.reason}</span>
                    </li>
                  ))}
                </ul>
                {data.failed > data.failures.length ? (
                  <p className={s.muted}>
                    {t(
                      "{count, plural, one {# more failed file is not listed.} other {# more failed files are not listed.}}",
                      {
                        count: data.failed - data.failures.length,
                      },
                    )}
                  </p>
                ) : null}
              </section>
            ) : (
              <p className={s.muted}>{t("No file failed.")}</p>
            )}
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
