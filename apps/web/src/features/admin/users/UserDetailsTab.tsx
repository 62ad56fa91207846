import { adminUpdateUserDetailsInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { FormSwitch, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import type { AdminUser } from "./admin-user.ts";
import { UserSectionForm, useUserSaved } from "./user-tab-form.tsx";
import * as s from "./users.css.ts";

export function UserDetailsTab({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const form = useSchemaForm(adminUpdateUserDetailsInput, {
    userId: user.id,
    name: user.name,
    email: user.email,
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
    email_verified: user.email_verified_at !== null,
    password: "",
  });
  const saved = useUserSaved(form, { password: "" });
  const update = useMutation(
    trpc.admin.users.updateDetails.mutationOptions({
      onSuccess: () => {
        toast("User updated");
        saved();
      },
    }),
  );
  return (
    <UserSectionForm form={form} onSubmit={(v) => update.mutateAsync(v)} title={t("Details")}>
      <div className={s.fieldRow}>
        <FormTextField name="name" label={t("Display name")} isRequired />
        <FormTextField name="email" type="email" label={t("Email")} isRequired autoComplete="off" />
      </div>
      <div className={s.fieldRow}>
        <FormTextField name="first_name" label={t("First name")} />
        <FormTextField name="last_name" label={t("Last name")} />
      </div>
      <FormTextField
        name="password"
        type="password"
        label={t("New password")}
        autoComplete="new-password"
        description={t("Leave empty to keep the current one. A new password signs the user out everywhere.")}
      />
      <FormSwitch name="email_verified">{t("Email address is verified")}</FormSwitch>
    </UserSectionForm>
  );
}
