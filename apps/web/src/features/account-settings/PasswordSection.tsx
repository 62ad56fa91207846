import { changePasswordInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { CurrentPasswordField, NewPasswordFields } from "../auth/AuthFields.tsx";
import { Panel } from "./sections.tsx";
import * as s from "./settings.css.ts";

const EMPTY = { current_password: "", password: "", password_confirmation: "" };

export function PasswordSection() {
  const trpc = useTRPC();
  const form = useSchemaForm(changePasswordInput, EMPTY, { mode: "onTouched" });
  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        form.reset(EMPTY);
      },
    }),
  );
  return (
    <Panel
      id="password"
      title={t("Update password")}
      text={t("Ensure your account is using a long, random password to stay secure.")}
    >
      <AppForm form={form} onSubmit={(values) => change.mutateAsync(values)}>
        <div className={s.stack} style={{ maxWidth: 420 }}>
          <CurrentPasswordField name="current_password" label={t("Current password")} />
          <NewPasswordFields label={t("New password")} />
        </div>
        <div className={s.actions}>
          {/* docs/spec/2-product-areas.md §5: disabled while invalid or pending. */}
          <SubmitButton disableWhileInvalid>{t("Update password")}</SubmitButton>
        </div>
      </AppForm>
    </Panel>
  );
}
