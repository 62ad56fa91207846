import { adminUpdateUserPermissionsInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminSection } from "../AdminPage.tsx";
import { PermissionEditor } from "../roles/PermissionEditor.tsx";
import type { AdminUser } from "./admin-user.ts";
import { RolesField } from "./NewUserPage.tsx";
import { useUserSaved } from "./user-tab-form.tsx";
import * as s from "./users.css.ts";

export function UserPermissionsTab({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const form = useSchemaForm(adminUpdateUserPermissionsInput, {
    userId: user.id,
    roles: user.roles.map((r) => r.id),
    permissions: user.permissions,
  });
  const saved = useUserSaved(form);
  const update = useMutation(
    trpc.admin.users.updatePermissions.mutationOptions({
      onSuccess: () => {
        toast("Permissions updated");
        saved();
      },
    }),
  );
  return (
    <AppForm form={form} onSubmit={(v) => update.mutateAsync(v)}>
      <div className={s.fields}>
        <AdminSection title={t("Roles")}>
          <RolesField name="roles" />
        </AdminSection>
        <AdminSection title={t("Extra permissions")}>
          <p className={s.text}>
            {t("Granted to this user on top of their roles. Where both set a limit, the more generous one applies.")}
          </p>
          <PermissionEditor name="permissions" />
        </AdminSection>
        <div className={s.footer}>
          <SubmitButton>{t("Save permissions")}</SubmitButton>
        </div>
      </div>
    </AppForm>
  );
}
