import type { BootstrapData } from "@backbeat/api/types";
import { apiRequest } from "@backbeat/client";
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, Form, TextField } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { DialogComponentProps } from "../../global/dialogs.tsx";
import { t } from "../../global/i18n.ts";
import { formErrors } from "./use-auth.ts";

export type SocialConnectAnswer = { two_factor: true } | { two_factor?: false; bootstrapData: BootstrapData };

/**
 * Spec 1 §2 "A password-required modal appears when a social sign-in meets an existing account":
 * the account's password links the social account (POST secure/auth/social/connect).
 */
export function SocialPasswordDialog({ close }: DialogComponentProps<undefined, SocialConnectAnswer>) {
  const [password, setPassword] = useState("");
  const connect = useMutation({
    mutationFn: (values: { password: string }) =>
      apiRequest<SocialConnectAnswer>("secure/auth/social/connect", { method: "POST", body: values }),
    onSuccess: (answer) => close(answer),
  });
  const errors = formErrors(connect.error);
  return (
    <Dialog size="sm" aria-label={t("Password required")} isDismissable={false}>
      <Form
        serverErrors={errors.fields}
        onSubmit={(e) => {
          e.preventDefault();
          connect.mutate({ password });
        }}
      >
        <DialogHeader>{t("Password required")}</DialogHeader>
        <DialogBody>
          <p style={{ marginTop: 0 }}>
            {t(
              "An account with this email address already exists. If you want to connect the two accounts, enter the password of the existing account.",
            )}
          </p>
          <TextField
            name="password"
            type="password"
            label={t("Password")}
            autoComplete="current-password"
            isRequired
            autoFocus
            value={password}
            onChange={(v) => {
              setPassword(v);
              if (connect.error) connect.reset();
            }}
            errorMessage={errors.general ?? undefined}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={() => close()}>
            {t("Cancel")}
          </Button>
          <Button type="submit" variant="primary" isPending={connect.isPending}>
            {t("Connect")}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
