/**
 * Fields bound to the draft by dotted path: typing changes the draft (and so the preview) at
 * once; a save's field errors show under the field they name.
 */
import { APPEARANCE_IMAGE_PATH } from "@backbeat/core/schemas";
import { Button, Select, SelectItem, TextArea, TextField, UploadIcon } from "@backbeat/ui";
import { IMAGE_TYPES, ImageUploadButton } from "@/global/ImageUploadButton.tsx";
import { t } from "@/global/i18n.ts";
import { useDraftField } from "./draft.ts";
import * as s from "./editor.css.ts";

interface TextProps {
  path: string;
  label: string;
  description?: string;
  placeholder?: string;
  isRequired?: boolean;
}

/** What a text input needs to edit the draft's value at `path`: its value, its setter and its error. */
function useDraftText({ path, label, description, placeholder }: TextProps) {
  const field = useDraftField<string>(path);
  return {
    label,
    description,
    placeholder,
    value: field.value ?? "",
    onChange: field.set,
    isInvalid: Boolean(field.error),
    errorMessage: field.error ? t(field.error) : undefined,
    "data-path": path,
  };
}

export function DraftTextField(props: TextProps) {
  const bound = useDraftText(props);
  return <TextField {...bound} isRequired={props.isRequired} />;
}

export function DraftTextArea({ rows, code, ...props }: TextProps & { rows?: number; code?: boolean }) {
  const bound = useDraftText(props);
  return (
    <div className={code ? s.code : undefined}>
      <TextArea {...bound} rows={rows} spellCheck={code ? "false" : undefined} />
    </div>
  );
}

export function DraftSelect({
  path,
  label,
  options,
}: {
  path: string;
  label: string;
  options: { id: string; label: string }[];
}) {
  const field = useDraftField<string>(path);
  return (
    <Select
      label={label}
      items={options}
      selectedKey={field.value}
      onSelectionChange={(key) => field.set(String(key))}
      isInvalid={Boolean(field.error)}
      errorMessage={field.error ? t(field.error) : undefined}
    >
      {(option) => <SelectItem id={option.id}>{t(option.label)}</SelectItem>}
    </Select>
  );
}

const ICON_TYPES = [...IMAGE_TYPES, "image/x-icon", "image/vnd.microsoft.icon", ".ico"];

/**
 * An image uploaded through the upload pipeline (`POST file-entries`) and shown from the
 * appearance image address, which serves it to everyone once the setting is saved with it.
 */
export function DraftImageField({
  path,
  label,
  description,
  icon,
}: Omit<TextProps, "placeholder"> & { icon?: boolean }) {
  const field = useDraftField<string>(path);
  return (
    <fieldset className={s.imageField} data-path={path}>
      <legend className={s.fieldLabel}>{label}</legend>
      <div className={s.imageRow}>
        {field.value ? (
          <img src={field.value} alt="" className={s.imageThumb} />
        ) : (
          <span className={s.imageThumb} aria-hidden="true">
            <UploadIcon size={18} />
          </span>
        )}
        <div className={s.imageButtons}>
          <ImageUploadButton
            purpose="appearance"
            accept={icon ? ICON_TYPES : IMAGE_TYPES}
            onUploaded={(entryId) => field.set(`${APPEARANCE_IMAGE_PATH}${entryId}`)}
          >
            {field.value ? t("Replace") : t("Upload")}
          </ImageUploadButton>
          {field.value ? (
            <Button size="sm" variant="ghost" onPress={() => field.set("")}>
              {t("Remove")}
            </Button>
          ) : null}
        </div>
      </div>
      {description ? <p className={s.fieldHint}>{description}</p> : null}
      {field.error ? (
        <p className={s.fieldError} role="alert">
          {t(field.error)}
        </p>
      ) : null}
    </fieldset>
  );
}
