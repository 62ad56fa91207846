import { adminUpdateUserLocaleInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { CountrySelect, LanguageSelect, TimezoneSelect } from "@/global/form/LocaleSelects.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminSection } from "../AdminPage.tsx";
import type { AdminUser } from "./admin-user.ts";
import { useRefreshAdminUser } from "./use-refresh-user.ts";
import * as s from "./users.css.ts";

/** The user's language, country and timezone (what their account settings call "Date, time and language"). */
export function UserDateTab({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshAdminUser();
  const form = useSchemaForm(adminUpdateUserLocaleInput, {
    userId: user.id,
    language: user.language,
    country: user.country ?? "",
    timezone: user.timezone,
  });
  const update = useMutation(
    trpc.admin.users.updateLocale.mutationOptions({
      onSuccess: () => {
        toast("User updated");
        form.reset(form.getValues());
        void refresh();
      },
    }),
  );
  return (
    <AppForm form={form} onSubmit={(v) => update.mutateAsync(v)}>
      <AdminSection title={t("Date, time and language")}>
        <div className={s.fields}>
          <div className={s.fieldRow}>
            <LanguageSelect />
            <CountrySelect />
          </div>
          <TimezoneSelect />
          <div className={s.footer}>
            <SubmitButton>{t("Save")}</SubmitButton>
          </div>
        </div>
      </AdminSection>
    </AppForm>
  );
}
