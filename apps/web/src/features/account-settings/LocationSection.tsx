import { profileUpdateInput } from "@backbeat/core/schemas";
import { SelectItem, SelectSection } from "@backbeat/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { AppForm, FormSelect, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { type AccountUser, Panel, useRefreshUser } from "./sections.tsx";
import * as s from "./settings.css.ts";

export function LocationSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshUser();
  const lists = useQuery(trpc.account.valueLists.queryOptions({ names: "timezones,countries,localizations" }));
  const form = useSchemaForm(profileUpdateInput, {
    language: user.language,
    country: user.country ?? "",
    timezone: user.timezone,
  });
  const update = useMutation(
    trpc.account.update.mutationOptions({
      onSuccess: (_answer, { values }) => {
        toast("Updated account details");
        void refresh();
        if ((values as { language?: string }).language !== user.language) window.location.reload();
      },
    }),
  );
  const zones = Object.entries(lists.data?.timezones ?? {});
  return (
    <Panel id="location-and-language" title={t("Date, time and language")}>
      <AppForm form={form} onSubmit={(values) => update.mutateAsync({ id: user.id, values })}>
        <div className={s.formGrid}>
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
        </div>
        <div className={s.actions}>
          {/* docs/spec/2-product-areas.md §5: disabled while invalid or pending. */}
          <SubmitButton disableWhileInvalid>{t("Save")}</SubmitButton>
        </div>
      </AppForm>
    </Panel>
  );
}
