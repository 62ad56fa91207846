import { adminCreateUserInput } from "@backbeat/core/schemas";
import { Checkbox, CheckboxGroup, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useController } from "react-hook-form";
import { useNavigate } from "react-router";
import { PermissionGuard } from "@/features/auth/guards.tsx";
import { AppForm, FormSwitch, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage, AdminSection } from "../AdminPage.tsx";
import * as s from "./users.css.ts";

/** The roles a user holds, as a checkbox list of every assignable role. */
export function RolesField({ name }: { name: string }) {
  const trpc = useTRPC();
  const options = useQuery(trpc.admin.roles.options.queryOptions());
  const { field, fieldState } = useController({ name });
  if (!options.data) return <Skeleton height={120} />;
  const value = ((field.value ?? []) as number[]).map(String);
  return (
    <CheckboxGroup
      label={t("Roles")}
      value={value}
      onChange={(next) => field.onChange(next.map(Number))}
      errorMessage={fieldState.error?.message}
      isInvalid={fieldState.invalid}
    >
      {options.data.roles
        .filter((r) => !r.guests)
        .map((r) => (
          <Checkbox key={r.id} value={String(r.id)}>
            {r.name}
          </Checkbox>
        ))}
    </CheckboxGroup>
  );
}

function NewUserForm({ defaultRoles }: { defaultRoles: number[] }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(adminCreateUserInput, {
    email: "",
    name: "",
    password: "",
    email_verified: true,
    roles: defaultRoles,
  });
  const create = useMutation(
    trpc.admin.users.create.mutationOptions({
      onSuccess: ({ id }) => {
        toast("User created");
        void queryClient.invalidateQueries({ queryKey: trpc.admin.datatable.list.pathKey() });
        navigate(`/admin/users/${id}`, { replace: true });
      },
    }),
  );
  return (
    <AppForm form={form} onSubmit={(v) => create.mutateAsync(v)}>
      <div className={s.fields}>
        <AdminSection title={t("Account")}>
          <div className={s.fields}>
            <div className={s.fieldRow}>
              <FormTextField name="email" type="email" label={t("Email")} isRequired autoComplete="off" />
              <FormTextField name="name" label={t("Name")} description={t("Left empty, it is taken from the email.")} />
            </div>
            <FormTextField
              name="password"
              type="password"
              label={t("Password")}
              isRequired
              autoComplete="new-password"
              description={t("Share it with the person safely; they can change it in their account settings.")}
            />
            <FormSwitch name="email_verified">{t("Email address is verified")}</FormSwitch>
          </div>
        </AdminSection>
        <AdminSection title={t("Roles")}>
          <RolesField name="roles" />
        </AdminSection>
        <div className={s.footer}>
          <SubmitButton>{t("Create user")}</SubmitButton>
        </div>
      </div>
    </AppForm>
  );
}

/** docs/spec/2-product-areas.md §2: creating a user (users.update). */
export function NewUserPage() {
  const trpc = useTRPC();
  const options = useQuery(trpc.admin.roles.options.queryOptions());
  return (
    <PermissionGuard permission="users.update">
      <AdminPage title={t("New user")} back={{ to: "/admin/users", label: "Users" }} testId="admin-new-user">
        {options.data ? (
          <NewUserForm defaultRoles={options.data.roles.filter((r) => r.default).map((r) => r.id)} />
        ) : (
          <Skeleton height={420} />
        )}
      </AdminPage>
    </PermissionGuard>
  );
}
