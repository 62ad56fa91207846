import { Button, ProgressBar } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { AdminSection } from "@/features/admin/AdminPage.tsx";
import { subscribeLive } from "@/features/notifications/live-socket.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "../settings.css.ts";
import * as l from "./library-scans.css.ts";

type Counts = Partial<
  Record<"found" | "done" | "imported" | "updated" | "unchanged" | "moved" | "deleted" | "missing" | "failed", number>
>;

/** The live event of core library-import/scan-progress.ts. */
interface ScanProgress {
  scanId: number;
  folder: string;
  full: boolean;
  status: "running" | "done" | "failed";
  counts: Counts;
  rate: number;
  etaSeconds: number | null;
}

function duration(seconds: number): string {
  if (seconds < 60) return t(":n s", { n: seconds });
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? t(":m min :s s", { m: minutes, s: seconds % 60 })
    : t(":h h :m min", { h: Math.floor(minutes / 60), m: minutes % 60 });
}

function CountGrid({ counts }: { counts: Counts }) {
  const items: [string, number | undefined][] = [
    [t("Seen"), counts.done],
    [t("New"), counts.imported],
    [t("Changed"), counts.updated],
    [t("Moved"), counts.moved],
    [t("Removed"), counts.deleted],
    [t("Failed"), counts.failed],
  ];
  return (
    <dl className={l.counts}>
      {items.map(([label, value]) => (
        <div key={label} className={l.count}>
          <dt className={l.countLabel}>{label}</dt>
          <dd className={l.countValue}>{(value ?? 0).toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}

function LiveScan({ scan }: { scan: ScanProgress }) {
  const { found = 0, done = 0 } = scan.counts;
  const running = scan.status === "running";
  return (
    <div className={l.live} aria-live="polite" data-testid="library-scan-progress">
      <div className={l.liveHead}>
        <span>
          {running
            ? scan.full
              ? t("Full rescan of :folder", { folder: scan.folder })
              : t("Scanning :folder", { folder: scan.folder })
            : scan.status === "done"
              ? t("Scan of :folder finished", { folder: scan.folder })
              : t("Scan of :folder failed", { folder: scan.folder })}
        </span>
        <span className={l.muted}>
          {t(":rate files/s", { rate: scan.rate.toLocaleString() })}
          {running && scan.etaSeconds !== null ? ` · ${t(":time left", { time: duration(scan.etaSeconds) })}` : ""}
        </span>
      </div>
      <ProgressBar
        aria-label={t("Scan progress")}
        value={found ? done : 0}
        maxValue={Math.max(found, 1)}
        isIndeterminate={running && !found}
      />
      <CountGrid counts={scan.counts} />
    </div>
  );
}

interface FolderWatch {
  folder: string;
  mode: "watched" | "polled" | "off";
  reason: "remote" | "unsupported" | null;
  fsType: string | null;
}

function pollNote(rescanMinutes: number): string {
  return rescanMinutes > 0
    ? t("{minutes, plural, one {Rescanned every minute} other {Rescanned every # minutes}}", { minutes: rescanMinutes })
    : t("Scanned only when asked");
}

/** Which folders the watcher follows and which rely on the rescan interval (network mounts). */
function FolderWatches({ folders, rescanMinutes }: { folders: FolderWatch[]; rescanMinutes: number }) {
  if (!folders.length) return null;
  return (
    <ul className={l.folders} aria-label={t("How folders are followed")}>
      {folders.map((f) => (
        <li key={f.folder} className={l.folder} data-testid="library-folder-watch">
          <span className={l.folderPath}>{f.folder}</span>
          <span className={l.folderMode}>
            <span className={f.mode === "watched" ? l.badge : l.pollBadge}>
              {f.mode === "watched" ? t("Watched") : t("Polled")}
            </span>
            <span className={l.muted}>
              {f.mode === "watched"
                ? t("Changes appear within seconds")
                : f.mode === "off"
                  ? `${t("Watching is off")} · ${pollNote(rescanMinutes)}`
                  : f.reason === "remote"
                    ? `${t("Network mount (:type)", { type: f.fsType ?? "" })} · ${pollNote(rescanMinutes)}`
                    : `${t("This system cannot watch it")} · ${pollNote(rescanMinutes)}`}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Admin → Settings → Library: Scan now, Full rescan, the running scan live and the latest scans. */
export function LibraryScans({ settings }: { settings: unknown }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const scans = useQuery(trpc.media.libraryScans.queryOptions());
  // Saved settings restart the scanner: which folders are watched may have changed.
  const savedOnce = useRef(false);
  useEffect(() => {
    if (settings && savedOnce.current)
      void queryClient.invalidateQueries({ queryKey: trpc.media.libraryScans.queryKey() });
    savedOnce.current = true;
  }, [settings, queryClient, trpc]);
  const [live, setLive] = useState<ScanProgress | null>(null);
  const scan = useMutation(
    trpc.media.scanLibrary.mutationOptions({
      onSuccess: (r) => toast(r.full ? "Full rescan started" : "Scan started"),
    }),
  );
  useEffect(
    () =>
      subscribeLive((message) => {
        if (message.event !== "library.scan") return;
        const progress = message.payload as ScanProgress;
        setLive(progress);
        if (progress.status !== "running")
          void queryClient.invalidateQueries({ queryKey: trpc.media.libraryScans.queryKey() });
      }),
    [queryClient, trpc],
  );
  const history = scans.data?.scans ?? [];
  return (
    <AdminSection
      title={t("Scans")}
      actions={
        <>
          <Button variant="outline" size="sm" onPress={() => scan.mutate({ full: true })} isDisabled={scan.isPending}>
            {t("Full rescan")}
          </Button>
          <Button size="sm" onPress={() => scan.mutate({ full: false })} isPending={scan.isPending}>
            {t("Scan now")}
          </Button>
        </>
      }
    >
      <p className={s.note}>
        {t(
          "Scan now looks for new, changed, moved and removed files. Full rescan reads every file's tags again, changed or not.",
        )}
      </p>
      <FolderWatches folders={scans.data?.folders ?? []} rescanMinutes={scans.data?.rescanMinutes ?? 0} />
      {live ? <LiveScan scan={live} /> : null}
      {history.length ? (
        <ul className={l.history} aria-label={t("Latest scans")}>
          {history.map((row) => (
            <li key={row.id} className={l.scan}>
              <div className={l.scanHead}>
                <span>
                  <span className={row.status === "failed" ? l.failedBadge : l.badge}>
                    {row.status === "done" ? t("Done") : row.status === "running" ? t("Running") : t("Failed")}
                  </span>{" "}
                  {row.root}
                </span>
                <span className={l.muted}>{new Date(row.startedAt).toLocaleString()}</span>
              </div>
              <span className={l.muted}>
                {t(":found files · :new new · :changed changed · :moved moved · :removed removed · :failed failed", {
                  found: row.counts.found ?? 0,
                  new: row.counts.imported ?? 0,
                  changed: row.counts.updated ?? 0,
                  moved: row.counts.moved ?? 0,
                  removed: row.counts.deleted ?? 0,
                  failed: row.failed,
                })}
              </span>
              {row.counts.missing ? (
                <span className={l.muted}>
                  {t(":n missing: hidden, and removed when still gone after the grace period.", {
                    n: row.counts.missing,
                  })}
                </span>
              ) : null}
              {row.error ? <span className={l.muted}>{row.error}</span> : null}
              {row.failures.length ? (
                <ul className={l.failures} aria-label={t("Files that failed")}>
                  {row.failures.map((f) => (
                    <li key={f.path}>
                      <span className={l.failurePath}>{f.path}</span>: {f.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : scans.isSuccess ? (
        <p className={s.note}>{t("No scans yet.")}</p>
      ) : null}
    </AdminSection>
  );
}
