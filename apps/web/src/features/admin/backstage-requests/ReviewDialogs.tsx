import { backstageApproveInput, backstageDenyInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { FormDialog, FormTextArea, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "./requests.css.ts";

/** Approving: what will happen, and an optional note for the requester's e-mail. */
export function ApproveDialog({
  id,
  effect,
  onClose,
  onDone,
}: {
  id: number;
  effect: string;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const approve = useMutation(trpc.admin.backstageRequests.approve.mutationOptions());
  const form = useSchemaForm(backstageApproveInput, { id, note: "" });
  return (
    <FormDialog
      title={t("Approve this request?")}
      label={t("Approve request")}
      onClose={onClose}
      form={form}
      onSubmit={async (values) => {
        await approve.mutateAsync(values);
        toast("Request approved");
        await onDone();
      }}
      submit={t("Approve")}
    >
      <div className={s.dialogFields}>
        <p className={s.dialogText}>{effect}</p>
        <FormTextArea
          name="note"
          label={t("Note for the requester (optional)")}
          description={t("Included in the e-mail that tells them the request was approved.")}
          rows={3}
          maxLength={1000}
        />
      </div>
    </FormDialog>
  );
}

/** Denying needs a reason: the requester reads it in their e-mail. */
export function DenyDialog({
  id,
  onClose,
  onDone,
}: {
  id: number;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const deny = useMutation(trpc.admin.backstageRequests.deny.mutationOptions());
  const form = useSchemaForm(backstageDenyInput, { id, reason: "" });
  return (
    <FormDialog
      title={t("Deny this request?")}
      label={t("Deny request")}
      onClose={onClose}
      form={form}
      onSubmit={async (values) => {
        await deny.mutateAsync(values);
        toast("Request denied");
        await onDone();
      }}
      submit={t("Deny request")}
      danger
    >
      <div className={s.dialogFields}>
        <FormTextArea
          name="reason"
          label={t("Reason")}
          description={t("Sent to the requester, so they know what to change before asking again.")}
          rows={4}
          maxLength={1000}
          isRequired
          autoFocus
        />
      </div>
    </FormDialog>
  );
}
