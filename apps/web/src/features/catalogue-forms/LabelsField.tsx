import { TextField } from "@backbeat/ui";
import { useState } from "react";
import { useController } from "react-hook-form";
import { t } from "@/global/i18n.ts";

/** Genres or tags typed as a comma-separated list; new names are created on save. */
export function LabelsField({ name, label, description }: { name: string; label: string; description?: string }) {
  const { field, fieldState } = useController({ name });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join(", "));
  const error =
    fieldState.error?.message ??
    (Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined);
  return (
    <TextField
      label={label}
      description={description ?? t("Separate names with commas.")}
      name={name}
      value={text}
      maxLength={1100}
      onChange={(value) => {
        setText(value);
        field.onChange(
          value
            .split(",")
            .map((v) => v.trim())
            .filter(Boolean),
        );
      }}
      onBlur={field.onBlur}
      isInvalid={!!error}
      errorMessage={error ? t(error) : undefined}
    />
  );
}
