import { profileUpdateInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { CountrySelect, LanguageSelect, TimezoneSelect } from "@/global/form/LocaleSelects.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { type AccountUser, Panel, useRefreshUser } from "./sections.tsx";
import * as s from "./settings.css.ts";

export function LocationSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshUser();
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
  return (
    <Panel id="location-and-language" title={t("Date, time and language")}>
      <AppForm form={form} onSubmit={(values) => update.mutateAsync({ id: user.id, values })}>
        <div className={s.formGrid}>
          <LanguageSelect />
          <CountrySelect />
          <TimezoneSelect />
        </div>
        <div className={s.actions}>
          {/* docs/spec/2-product-areas.md §5: disabled while invalid or pending. */}
          <SubmitButton disableWhileInvalid>{t("Save")}</SubmitButton>
        </div>
      </AppForm>
    </Panel>
  );
}
