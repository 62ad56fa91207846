import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { AppForm, SubmitButton } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { AdminSection } from "../AdminPage.tsx";
import { useRefreshAdminUser } from "./use-refresh-user.ts";
import * as s from "./users.css.ts";

/**
 * After a tab of the user's page saved: what was saved becomes the form's starting point (minus
 * `cleared`, say a password typed once) and the user is read again.
 */
export function useUserSaved<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  cleared: Partial<Values> = {},
) {
  const refresh = useRefreshAdminUser();
  return () => {
    form.reset({ ...form.getValues(), ...cleared });
    void refresh();
  };
}

/** One section of the user's page saved as a whole, its Save button at the foot. */
export function UserSectionForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  title,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (values: Output) => unknown;
  title: string;
  children: ReactNode;
}) {
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <AdminSection title={title}>
        <div className={s.fields}>
          {children}
          <div className={s.footer}>
            <SubmitButton>{t("Save")}</SubmitButton>
          </div>
        </div>
      </AdminSection>
    </AppForm>
  );
}
