/**
 * The language, country and timezone fields of a form (field names `language`, `country`,
 * `timezone`), with their choices from the server's value lists. Account settings and the admin
 * area's user page edit the same three.
 */
import { SelectItem, SelectSection } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { FormSelect } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";

function useLocaleLists() {
  const trpc = useTRPC();
  return useQuery(trpc.account.valueLists.queryOptions({ names: "timezones,countries,localizations" }));
}

export function LanguageSelect() {
  const lists = useLocaleLists();
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

export function CountrySelect() {
  const lists = useLocaleLists();
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

export function TimezoneSelect() {
  const lists = useLocaleLists();
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
