import type { BootstrapData } from "@backbeat/api/types";
import { apiRequest } from "@backbeat/client";
import { passwordInput } from "@backbeat/core/schemas";
import { Dialog, DialogBody, DialogHeader } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import type { DialogComponentProps } from "@/global/dialogs.tsx";
import { AppForm, FormDialogFooter, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { CurrentPasswordField } from "./AuthFields.tsx";

export type SocialConnectAnswer = { two_factor: true } | { two_factor?: false; bootstrapData: BootstrapData };

/**
 * docs/spec/1-platform-foundation.md §2 "A password-required modal appears when a social sign-in meets an existing account":
 * the account's password links the social account (POST secure/auth/social/connect).
 */
export function SocialPasswordDialog({ close }: DialogComponentProps<undefined, SocialConnectAnswer>) {
  const form = useSchemaForm(passwordInput, { password: "" });
  const connect = useMutation({
    mutationFn: (values: { password: string }) =>
      apiRequest<SocialConnectAnswer>("secure/auth/social/connect", { method: "POST", body: values }),
    onSuccess: (answer) => close(answer),
  });
  return (
    <Dialog size="sm" aria-label={t("Password required")} isDismissable={false}>
      <AppForm form={form} onSubmit={(values) => connect.mutateAsync(values)}>
        <DialogHeader>{t("Password required")}</DialogHeader>
        <DialogBody>
          <p style={{ marginTop: 0 }}>
            {t(
              "An account with this email address already exists. If you want to connect the two accounts, enter the password of the existing account.",
            )}
          </p>
          <CurrentPasswordField autoFocus />
        </DialogBody>
        <FormDialogFooter onCancel={() => close()}>{t("Connect")}</FormDialogFooter>
      </AppForm>
    </Dialog>
  );
}
