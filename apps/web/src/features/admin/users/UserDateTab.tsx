import { adminUpdateUserLocaleInput } from "@backbeat/core/schemas";
import { SelectItem, SelectSection } from "@backbeat/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { AppForm, FormSelect, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
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
  const lists = useQuery(trpc.account.valueLists.queryOptions({ names: "timezones,countries,localizations" }));
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
  const zones = Object.entries(lists.data?.timezones ?? {});
  return (
    <AppForm form={form} onSubmit={(v) => update.mutateAsync(v)}>
      <AdminSection title={t("Date, time and language")}>
        <div className={s.fields}>
          <div className={s.fieldRow}>
            <FormSelect
              name="language"
              label={t("Language")}
              isLoading={lists.isLoading}
              items={(lists.data?.localizations ?? []).map((l) => ({ id: l.language, name: l.name }))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </FormSelect>
            <FormSelect
              name="country"
              label={t("Country")}
              isLoading={lists.isLoading}
              items={(lists.data?.countries ?? []).map((c) => ({ id: c.code, name: c.name }))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </FormSelect>
          </div>
          <FormSelect name="timezone" label={t("Timezone")} isLoading={lists.isLoading}>
            {zones.map(([region, items]) => (
              <SelectSection key={region} title={region}>
                {items.map((z) => (
                  <SelectItem key={z.value} id={z.value}>
                    {z.text}
                  </SelectItem>
                ))}
              </SelectSection>
            ))}
          </FormSelect>
          <div className={s.footer}>
            <SubmitButton>{t("Save")}</SubmitButton>
          </div>
        </div>
      </AdminSection>
    </AppForm>
  );
}
