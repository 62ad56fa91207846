import { MAX_BACKSTAGE_PROOF_BYTES, MAX_BACKSTAGE_PROOF_FILES } from "@backbeat/core/schemas";
import { FileField, FileIcon, IconButton, ProgressBar, TrashIcon } from "@backbeat/ui";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useController } from "react-hook-form";
import { t } from "@/global/i18n.ts";
import { failureText, formatBytes } from "../upload/format.ts";
import { combineRestrictions } from "../upload/queue/restrictions.ts";
import { createUploadQueue, currentUploadSettings } from "../upload/store.ts";
import { formTransportTo } from "../upload/transports/form.ts";
import * as s from "./backstage.css.ts";

/** Documents a reviewer can open in the browser. */
const PROOF_TYPES = ["application/pdf", "image/*", "pdf", "png", "jpg", "jpeg", "webp", "gif"];

/**
 * Optional proof for a request (a contract, a label letter, a photo with the artist): up to five
 * PDFs or images, uploaded as they are chosen; the form sends the stored entries' ids.
 */
export function ProofFilesField() {
  const { field, fieldState } = useController({ name: "proof_file_ids" });
  // Listeners hold no music.create: their one upload path takes a form post of a small document.
  const [queue] = useState(() =>
    createUploadQueue({
      transportFor: () => formTransportTo("backstage-requests/proof-files"),
      settings: () => ({ ...currentUploadSettings(), disableTus: true, s3DirectUpload: false }),
    }),
  );
  const records = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const restrictions = useMemo(
    () =>
      combineRestrictions({ allowedTypes: PROOF_TYPES, maxSize: MAX_BACKSTAGE_PROOF_BYTES }, currentUploadSettings()),
    [],
  );
  const kept = records.filter((r) => r.status !== "aborted");
  const ids = kept.flatMap((r) => (r.status === "completed" && r.entry ? [r.entry.id] : []));
  const idsKey = ids.join(",");
  const { onChange } = field;
  useEffect(() => {
    onChange(idsKey ? idsKey.split(",").map(Number) : []);
  }, [idsKey, onChange]);
  const room = MAX_BACKSTAGE_PROOF_FILES - kept.length;
  return (
    <div className={s.form} style={{ gap: 12 }}>
      <FileField
        label={t("Proof (optional)")}
        description={t(
          "Up to :count PDF documents or images of 10 MB each: a contract, a letter from your label, a photo.",
          {
            count: MAX_BACKSTAGE_PROOF_FILES,
          },
        )}
        accept={["application/pdf", "image/*"]}
        allowsMultiple
        isDisabled={room <= 0}
        buttonLabel={t("Choose files")}
        errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
        onSelect={(files) =>
          queue.add(
            files.slice(0, Math.max(room, 0)).map((file) => ({ file })),
            { restrictions, metadata: { purpose: "backstage-proof" } },
          )
        }
      />
      {kept.length ? (
        <ul className={s.fileList} aria-label={t("Proof files")} data-testid="proof-files">
          {kept.map((r) => {
            const failure = failureText(r);
            return (
              <li key={r.id} className={s.fileRow} data-status={r.status}>
                <FileIcon size={16} aria-hidden />
                <span className={s.fileName} title={r.name}>
                  {r.name}
                </span>
                {r.status === "pending" || r.status === "inProgress" ? (
                  <ProgressBar
                    value={r.percentage}
                    showValue={false}
                    aria-label={t("Uploading :name", { name: r.name })}
                    style={{ width: 96 }}
                  />
                ) : failure ? (
                  <span className={s.reason} role="alert">
                    {t(failure)}
                  </span>
                ) : (
                  <span className={s.muted}>{formatBytes(r.size)}</span>
                )}
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={t("Remove :name", { name: r.name })}
                  onPress={() => {
                    if (r.status === "pending" || r.status === "inProgress") queue.abort(r.id);
                    queue.remove(r.id);
                  }}
                >
                  <TrashIcon size={16} />
                </IconButton>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
