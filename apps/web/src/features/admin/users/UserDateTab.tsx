import { adminUpdateUserLocaleInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { useSchemaForm } from "@/global/form/index.ts";
import { CountrySelect, LanguageSelect, TimezoneSelect } from "@/global/form/LocaleSelects.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import type { AdminUser } from "./admin-user.ts";
import { UserSectionForm, useUserSaved } from "./user-tab-form.tsx";
import * as s from "./users.css.ts";

/** The user's language, country and timezone (what their account settings call "Date, time and language"). */
export function UserDateTab({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const form = useSchemaForm(adminUpdateUserLocaleInput, {
    userId: user.id,
    language: user.language,
    country: user.country ?? "",
    timezone: user.timezone,
  });
  const saved = useUserSaved(form);
  const update = useMutation(
    trpc.admin.users.updateLocale.mutationOptions({
      onSuccess: () => {
        toast("User updated");
        saved();
      },
    }),
  );
  return (
    <UserSectionForm form={form} onSubmit={(v) => update.mutateAsync(v)} title={t("Date, time and language")}>
      <div className={s.fieldRow}>
        <LanguageSelect />
        <CountrySelect />
      </div>
      <TimezoneSelect />
    </UserSectionForm>
  );
}
