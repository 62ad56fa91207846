import { CloseIcon, ComboBox, ComboBoxItem, IconButton } from "@backbeat/ui";
import { useState } from "react";
import { useController } from "react-hook-form";
import { t } from "@/global/i18n.ts";
import * as s from "./forms.css.ts";
import type { NamedRef } from "./sources.ts";

type Source = (query: string) => { options: NamedRef[]; loading: boolean };

/**
 * Artists of a track or album (an ordered list of ids) or a track's album (one id or null):
 * search by name, pick, remove. The names already chosen come from the item being edited.
 */
export function RefPicker({
  name,
  label,
  initial,
  useOptions,
  multiple,
  description,
}: {
  name: string;
  label: string;
  initial: NamedRef[];
  useOptions: Source;
  multiple: boolean;
  description?: string;
}) {
  const { field, fieldState } = useController({ name });
  const [known, setKnown] = useState(() => new Map(initial.map((r) => [r.id, r])));
  const [query, setQuery] = useState("");
  // A pick starts a fresh box: clearing a focused box's text would open its list again.
  const [round, setRound] = useState(0);
  const { options, loading } = useOptions(query);
  const ids: number[] = multiple
    ? ((field.value as number[] | undefined) ?? [])
    : field.value
      ? [field.value as number]
      : [];
  const chosen = ids.map((id) => known.get(id) ?? { id, name: `#${id}` });
  const available = options.filter((o) => !ids.includes(o.id));

  const pick = (id: number) => {
    const ref = options.find((o) => o.id === id);
    if (!ref) return;
    setKnown((m) => new Map(m).set(ref.id, ref));
    field.onChange(multiple ? [...ids, ref.id] : ref.id);
    setQuery("");
    setRound((r) => r + 1);
  };
  const remove = (id: number) => field.onChange(multiple ? ids.filter((i) => i !== id) : null);
  const error =
    fieldState.error?.message ?? (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message;

  const chips = chosen.length ? (
    <div className={s.chips} data-testid={`${name}-chosen`}>
      {chosen.map((ref) => (
        <span key={ref.id} className={s.chip}>
          {ref.name}
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={t("Remove :name", { name: ref.name })}
            onPress={() => remove(ref.id)}
          >
            <CloseIcon size={12} />
          </IconButton>
        </span>
      ))}
    </div>
  ) : null;
  // One album at a time: once chosen it shows alone, removing it brings the search back.
  if (!multiple && chips)
    return (
      <div className={s.picker}>
        <span className={s.label}>{label}</span>
        {chips}
      </div>
    );
  return (
    <div className={s.picker}>
      <ComboBox<NamedRef>
        key={round}
        autoFocus={round > 0}
        label={label}
        description={description}
        placeholder={t("Type to search")}
        items={available}
        inputValue={query}
        onInputChange={setQuery}
        selectedKey={null}
        onSelectionChange={(key) => key != null && pick(Number(key))}
        isLoading={loading}
        isInvalid={!!error}
        errorMessage={error ? t(error) : undefined}
        onBlur={field.onBlur}
        emptyText={loading ? t("Searching…") : t("No matches")}
        allowsEmptyCollection={loading}
      >
        {(o) => (
          <ComboBoxItem id={o.id} textValue={o.name} description={o.artists ?? undefined}>
            {o.name}
          </ComboBoxItem>
        )}
      </ComboBox>
      {chips}
    </div>
  );
}
