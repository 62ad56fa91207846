import { Button, IconButton, ProgressBar, TrashIcon } from "@backbeat/ui";
import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";
import { failureText, folderOf, formatBytes, formatSpeed, statusLabel } from "./format.ts";
import { AudioFileGlyph, RetryGlyph, StopGlyph } from "./icons.tsx";
import type { UploadQueue } from "./queue/queue.ts";
import type { UploadRecord } from "./queue/types.ts";
import * as s from "./upload.css.ts";

function UploadRow({
  record,
  queue,
  processing,
}: {
  record: UploadRecord;
  queue: UploadQueue;
  processing?: ReactNode;
}) {
  const running = record.status === "pending" || record.status === "inProgress";
  const folder = folderOf(record);
  const failure = failureText(record);
  const speed = record.status === "inProgress" ? formatSpeed(record.speed) : "";
  return (
    <li className={s.row} data-status={record.status} data-testid="upload-row" data-name={record.name}>
      <span className={s.fileIcon} aria-hidden>
        <AudioFileGlyph />
      </span>
      <div className={s.body}>
        <div className={s.nameLine}>
          <span className={s.name} title={record.relativePath ?? record.name}>
            {record.name}
          </span>
          {folder ? <span className={s.folder}>{folder}</span> : null}
        </div>
        <div className={s.meta}>
          <span className={s.status} data-testid="upload-status">
            {t(statusLabel[record.status])}
          </span>
          <span>
            {record.status === "inProgress"
              ? `${formatBytes(record.bytesUploaded)} / ${formatBytes(record.size)}`
              : formatBytes(record.size)}
          </span>
          {speed ? <span data-testid="upload-speed">{speed}</span> : null}
        </div>
        {record.status === "inProgress" || record.status === "pending" ? (
          <ProgressBar
            className={s.progress}
            value={record.percentage}
            showValue={false}
            aria-label={t("Uploading :name", { name: record.name })}
            data-testid="upload-progress"
          />
        ) : null}
        {failure ? (
          <p className={s.error} role="alert" data-testid="upload-error">
            {t(failure)}
          </p>
        ) : null}
        {record.status === "completed" ? processing : null}
      </div>
      <div className={s.actions}>
        {running ? (
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t("Cancel upload of :name", { name: record.name })}
            tooltip={t("Cancel")}
            onPress={() => queue.abort(record.id)}
            data-testid="upload-abort"
          >
            <StopGlyph />
          </IconButton>
        ) : null}
        {queue.canRetry(record.id) ? (
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t("Retry upload of :name", { name: record.name })}
            tooltip={t("Retry")}
            onPress={() => queue.retry(record.id)}
            data-testid="upload-retry"
          >
            <RetryGlyph />
          </IconButton>
        ) : null}
        {!running ? (
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t("Remove :name from the list", { name: record.name })}
            tooltip={t("Remove from list")}
            onPress={() => queue.remove(record.id)}
            data-testid="upload-remove"
          >
            <TrashIcon />
          </IconButton>
        ) : null}
      </div>
    </li>
  );
}

export function UploadList({
  records,
  queue,
  renderProcessing,
}: {
  records: readonly UploadRecord[];
  queue: UploadQueue;
  renderProcessing?: (record: UploadRecord) => ReactNode;
}) {
  const active = records.filter((r) => r.status === "pending" || r.status === "inProgress").length;
  const done = records.length - active;
  return (
    <section aria-labelledby="upload-list-title" data-testid="upload-list">
      <div className={s.listHeader}>
        <div className={s.listHeading}>
          <h2 className={s.listTitle} id="upload-list-title">
            {t("Uploads")}
          </h2>
          <span className={s.summary} aria-live="polite">
            {active ? t(":count uploading", { count: active }) : t("All uploads finished")}
          </span>
        </div>
        {done ? (
          <Button variant="ghost" size="sm" onPress={() => queue.clearFinished()} data-testid="upload-clear">
            {t("Clear finished")}
          </Button>
        ) : null}
      </div>
      <ul className={s.list}>
        {records.map((record) => (
          <UploadRow key={record.id} record={record} queue={queue} processing={renderProcessing?.(record)} />
        ))}
      </ul>
    </section>
  );
}
