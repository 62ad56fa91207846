import { type AdminRoleInput, adminRoleInput } from "@backbeat/core/schemas";
import { Badge, Button, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { PermissionGuard } from "@/features/auth/guards.tsx";
import { AppForm, FormSwitch, FormTextArea, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage, AdminSection } from "../AdminPage.tsx";
import { PermissionEditor } from "./PermissionEditor.tsx";
import * as s from "./roles.css.ts";

const EMPTY: AdminRoleInput = { name: "", slug: "", description: "", default: false, guests: false, permissions: [] };
const BACK = { to: "/admin/roles", label: "Roles" };

/** docs/spec/2-product-areas.md §2 "roles/new" and "roles/{roleId}/edit" (roles.update). */
export function RoleEditorPage() {
  return (
    <PermissionGuard permission="roles.update">
      <RoleLoader />
    </PermissionGuard>
  );
}

function RoleLoader() {
  const trpc = useTRPC();
  const roleId = Number(useParams().roleId ?? 0);
  const role = useQuery({ ...trpc.admin.roles.get.queryOptions({ roleId }), enabled: roleId > 0 });
  if (!roleId) return <RoleEditor key="new" values={EMPTY} />;
  if (!role.data)
    return (
      <AdminPage title={t("Edit role")} back={BACK}>
        <Skeleton height={480} />
      </AdminPage>
    );
  const r = role.data;
  return (
    <RoleEditor
      key={r.id}
      role={r}
      values={{
        name: r.name,
        slug: r.slug,
        description: r.description ?? "",
        default: r.default,
        guests: r.guests,
        permissions: r.permissions,
      }}
    />
  );
}

interface LoadedRole {
  id: number;
  name: string;
  default: boolean;
  guests: boolean;
  users_count: number;
}

function RoleEditor({ role, values }: { role?: LoadedRole; values: AdminRoleInput }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(adminRoleInput, values);
  const [confirming, setConfirming] = useState(false);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const create = useMutation(
    trpc.admin.roles.create.mutationOptions({
      onSuccess: ({ id }) => {
        toast("Role created");
        void invalidate();
        navigate(`/admin/roles/${id}/edit`, { replace: true });
      },
    }),
  );
  const update = useMutation(
    trpc.admin.roles.update.mutationOptions({
      onSuccess: () => {
        toast("Role saved");
        void invalidate();
        form.reset(form.getValues());
      },
    }),
  );
  const remove = useMutation(
    trpc.admin.roles.delete.mutationOptions({
      onSuccess: () => {
        toast("Role deleted");
        void invalidate();
        navigate("/admin/roles");
      },
      onSettled: () => setConfirming(false),
    }),
  );
  const protectedRole = role && (role.default || role.guests);

  return (
    <AdminPage
      title={role ? role.name : t("New role")}
      description={
        role ? (
          <span className={s.nameCell}>
            {role.default ? <Badge tone="primary">{t("Default role")}</Badge> : null}
            {role.guests ? <Badge>{t("Guests role")}</Badge> : null}
            {t("{count, plural, one {# user holds this role} other {# users hold this role}}", {
              count: role.users_count,
            })}
          </span>
        ) : (
          t("Choose what people with this role may do.")
        )
      }
      back={BACK}
      testId="admin-role-editor"
      actions={
        role ? (
          <Button variant="outline" size="sm" onPress={() => setConfirming(true)} isDisabled={Boolean(protectedRole)}>
            {t("Delete role")}
          </Button>
        ) : null
      }
    >
      <AppForm
        form={form}
        onSubmit={(v) => (role ? update.mutateAsync({ ...v, roleId: role.id }) : create.mutateAsync(v))}
      >
        <div className={s.fields}>
          <AdminSection title={t("Details")}>
            <div className={s.fields}>
              <div className={s.fieldRow}>
                <FormTextField name="name" label={t("Name")} isRequired />
                <FormTextField name="slug" label={t("Slug")} description={t("Left empty, it is made from the name.")} />
              </div>
              <FormTextArea name="description" label={t("Description")} rows={2} />
              <div className={s.switches}>
                <FormSwitch name="default" isDisabled={role?.default}>
                  {t("Default role for new accounts")}
                </FormSwitch>
                <FormSwitch name="guests" isDisabled={role?.guests}>
                  {t("Role of visitors who are not signed in")}
                </FormSwitch>
              </div>
            </div>
          </AdminSection>
          <AdminSection title={t("Permissions")}>
            <PermissionEditor name="permissions" />
          </AdminSection>
          <div className={s.footer}>
            <SubmitButton>{role ? t("Save role") : t("Create role")}</SubmitButton>
          </div>
        </div>
      </AppForm>
      {role ? (
        <ConfirmActionDialog
          title={t("Delete role")}
          confirmLabel={t("Delete")}
          isOpen={confirming}
          isPending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate({ roleId: role.id })}
        >
          {t("Delete the role “:name”? A role still given to users can't be deleted.", { name: role.name })}
        </ConfirmActionDialog>
      ) : null}
    </AdminPage>
  );
}
