import { Radio, TextField } from "@backbeat/ui";
import { useController, useWatch } from "react-hook-form";
import { FormRadioGroup } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import * as s from "./forms.css.ts";
import { visibilityOptions } from "./VisibilityBadge.tsx";

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as the `datetime-local` input shows it: the viewer's own clock, to the minute. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What the `datetime-local` input holds, back as an ISO instant (null while it is incomplete). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function PublishAtField() {
  const { field, fieldState } = useController({ name: "publishAt" });
  return (
    <TextField
      label={t("Release on")}
      description={t("In your own time zone. Until then only you and admins can open it.")}
      type="datetime-local"
      name={field.name}
      value={toLocalInput(field.value as string | null)}
      onChange={(value) => field.onChange(fromLocalInput(value))}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
      isRequired
    />
  );
}

/**
 * Public: everyone. Unlisted: whoever has the link, never in lists or search. Private: the owner
 * and admins only. Scheduled: private until its release time, then public by itself.
 */
export function VisibilityField() {
  const visibility = useWatch({ name: "visibility" }) as string | undefined;
  return (
    <div className={s.column}>
      <FormRadioGroup name="visibility" label={t("Visibility")} orientation="horizontal">
        {visibilityOptions().map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </FormRadioGroup>
      {visibility === "scheduled" ? <PublishAtField /> : null}
    </div>
  );
}
