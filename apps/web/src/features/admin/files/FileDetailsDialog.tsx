import {
  Button,
  ButtonLink,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  DownloadIcon,
  ExternalIcon,
  TrashIcon,
} from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { formatBytes } from "@/features/upload/queue/settings.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { useRefreshLists } from "../datatable/use-refresh-lists.ts";
import { FileLargePreview } from "./FilePreview.tsx";
import { type FileRow, fileUrl } from "./file-kind.ts";
import * as s from "./files.css.ts";
import { formatDate } from "./format-date.ts";

/** One entry's metadata, a large preview, open and download links, and delete. */
export function FileDetailsDialog({ file, onClose }: { file: FileRow | null; onClose: () => void }) {
  const trpc = useTRPC();
  const refreshLists = useRefreshLists();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(trpc.admin.datatable.delete.mutationOptions());

  const confirmDelete = async () => {
    if (!file) return;
    await remove.mutateAsync({ resource: "files", ids: [file.id] });
    toast("Deleted :name", { values: { name: file.name } });
    setConfirming(false);
    onClose();
    await refreshLists();
  };

  return (
    <>
      <Dialog
        size="lg"
        isOpen={Boolean(file) && !confirming}
        onOpenChange={(open) => !open && onClose()}
        aria-label={file?.name ?? t("File")}
      >
        {file ? (
          <>
            <DialogHeader>
              <span className={s.dialogTitle}>{file.name}</span>
            </DialogHeader>
            <DialogBody>
              <div className={s.preview}>
                <FileLargePreview file={file} />
              </div>
              <dl className={s.meta}>
                <dt>{t("Type")}</dt>
                <dd>{file.mime}</dd>
                <dt>{t("Size")}</dt>
                <dd>
                  {formatBytes(file.file_size)}{" "}
                  <span className={s.muted}>
                    ({t("{count, plural, one {# byte} other {# bytes}}", { count: file.file_size })})
                  </span>
                </dd>
                <dt>{t("Owner")}</dt>
                <dd>
                  {file.owner_id ? (
                    <Link className={s.ownerLink} to={`/admin/users/${file.owner_id}`} onClick={onClose}>
                      {file.owner_name || file.owner_email || `#${file.owner_id}`}
                    </Link>
                  ) : (
                    t("No owner")
                  )}
                </dd>
                <dt>{t("Uploaded")}</dt>
                <dd>{formatDate(file.created_at)}</dd>
                <dt>{t("Storage")}</dt>
                <dd>{file.disk === "s3" ? t("S3 bucket") : t("Local disk")}</dd>
                <dt>{t("Path")}</dt>
                <dd>
                  <code className={s.path}>{file.path}</code>
                </dd>
              </dl>
            </DialogBody>
            <DialogFooter>
              <Button
                variant="ghost"
                className={s.deleteButton}
                startIcon={<TrashIcon size={16} />}
                onPress={() => setConfirming(true)}
              >
                {t("Delete")}
              </Button>
              <ButtonLink
                variant="outline"
                href={fileUrl(file.id)}
                target="_blank"
                rel="noopener"
                startIcon={<ExternalIcon size={16} />}
              >
                {t("Open")}
              </ButtonLink>
              <ButtonLink href={fileUrl(file.id)} download={file.name} startIcon={<DownloadIcon size={16} />}>
                {t("Download")}
              </ButtonLink>
            </DialogFooter>
          </>
        ) : null}
      </Dialog>
      <ConfirmActionDialog
        title={t("Delete :name?", { name: file?.name ?? "" })}
        confirmLabel={t("Delete")}
        isOpen={confirming}
        isPending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete().catch(() => {})}
      >
        {t("The file and its bytes in storage are deleted for good. This cannot be undone.")}
      </ConfirmActionDialog>
    </>
  );
}
