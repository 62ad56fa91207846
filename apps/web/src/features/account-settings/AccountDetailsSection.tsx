import { apiRequest } from "@backbeat/client";
import { profileUpdateInput } from "@backbeat/core/schemas";
import { Avatar, Button, FileField } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { AppForm, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { reportError } from "@/global/report-error.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { type AccountUser, Panel, useRefreshUser } from "./sections.tsx";
import * as s from "./settings.css.ts";

/** docs/spec/2-product-areas.md §5: profile images up to 2 MB. */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function AccountDetails({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshUser();
  const [uploading, setUploading] = useState(false);
  const form = useSchemaForm(profileUpdateInput, {
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
  });
  const update = useMutation(
    trpc.account.update.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        void refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.account.removeAvatar.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        void refresh();
      },
    }),
  );
  const upload = async (file: File) => {
    if (file.size > AVATAR_MAX_BYTES) {
      toast.danger("`:file` exceeds maximum allowed size of :size", { values: { file: file.name, size: "2MB" } });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.append("file", file);
      await apiRequest(`users/${user.id}/avatar`, { method: "POST", body });
      toast("Uploaded avatar");
      await refresh();
    } catch (error) {
      // docs/spec/2-product-areas.md §5: the file's error is shown as a toast (reportError's field-error case).
      reportError(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Panel id="account-details" title={t("Update name and profile image")}>
      <div className={s.avatarRow}>
        <Avatar name={user.name} src={user.image ?? undefined} size={72} />
        <div style={{ flex: 1, minWidth: 220 }}>
          <FileField
            label={t("Profile image")}
            accept={["image/png", "image/jpeg", "image/gif", "image/webp"]}
            isDisabled={uploading}
            onSelect={(files) => files[0] && void upload(files[0])}
            // docs/spec/2-product-areas.md §5: the avatar's file errors are toasts, as the server's are.
            onReject={() => toast.danger("This file type is not allowed")}
            buttonLabel={t("Upload image")}
          />
        </div>
        {user.image ? (
          <Button variant="ghost" onPress={() => remove.mutate({ id: user.id })} isPending={remove.isPending}>
            {t("Remove image")}
          </Button>
        ) : null}
      </div>
      <AppForm form={form} onSubmit={(values) => update.mutateAsync({ id: user.id, values })}>
        <div className={s.formGrid}>
          <FormTextField name="first_name" label={t("First name")} maxLength={100} />
          <FormTextField name="last_name" label={t("Last name")} maxLength={100} />
        </div>
        <div className={s.actions}>
          <SubmitButton disableWhileInvalid>{t("Save")}</SubmitButton>
        </div>
      </AppForm>
    </Panel>
  );
}
