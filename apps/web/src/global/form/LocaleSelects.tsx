import { SelectItem, SelectSection } from "@backbeat/ui";
import { FormSelect } from "@backbeat/ui/form";
import { t } from "@/global/i18n.ts";

/** The value lists the pickers offer (`account.valueLists` with timezones, countries and localizations). */
export interface LocaleLists {
  isLoading: boolean;
  data?: {
    localizations?: { language: string; name: string }[];
    countries?: { code: string; name: string }[];
    timezones?: Record<string, { value: string; text: string }[]>;
  };
}

/**
 * The pickers of "Date, time and language", bound to the form's `language`, `country` and
 * `timezone`: the same on the account settings page and on the admin's user page.
 */
export function LanguageSelect({ lists }: { lists: LocaleLists }) {
  return (
    <FormSelect
      name="language"
      label={t("Language")}
      isLoading={lists.isLoading}
      items={(lists.data?.localizations ?? []).map((l) => ({ id: l.language, name: l.name }))}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </FormSelect>
  );
}

export function CountrySelect({ lists }: { lists: LocaleLists }) {
  return (
    <FormSelect
      name="country"
      label={t("Country")}
      isLoading={lists.isLoading}
      items={(lists.data?.countries ?? []).map((c) => ({ id: c.code, name: c.name }))}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </FormSelect>
  );
}

/** Timezones grouped by region. */
export function TimezoneSelect({ lists }: { lists: LocaleLists }) {
  return (
    <FormSelect name="timezone" label={t("Timezone")} isLoading={lists.isLoading}>
      {Object.entries(lists.data?.timezones ?? {}).map(([region, items]) => (
        <SelectSection key={region} title={region}>
          {items.map((z) => (
            <SelectItem key={z.value} id={z.value}>
              {z.text}
            </SelectItem>
          ))}
        </SelectSection>
      ))}
    </FormSelect>
  );
}
