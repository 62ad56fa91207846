import { type ReactNode, useId, useState } from "react";
import { DropZone, FileTrigger, Text } from "react-aria-components";
import { Button } from "./Button.tsx";
import * as f from "./Field.css.ts";
import * as s from "./FileField.css.ts";
import { uiT } from "./i18n.ts";
import { FileIcon, UploadIcon } from "./icons.tsx";

export interface FileFieldProps {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** MIME types or extensions, e.g. ["image/*"]. */
  accept?: string[];
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  name?: string;
  onSelect: (files: File[]) => void;
  /**
   * Files left out because `accept` does not allow them (the picker's "All files", a drop). Without
   * it the field says "This file type is not allowed" under itself, so a wrong file never does nothing.
   */
  onReject?: (files: File[]) => void;
  buttonLabel?: string;
}

function matches(file: File, accept: string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  return accept.some((a) =>
    a.startsWith(".")
      ? file.name.toLowerCase().endsWith(a.toLowerCase())
      : a.endsWith("/*")
        ? file.type.startsWith(a.slice(0, -1))
        : file.type === a,
  );
}

/** Pick files with the button or drop them on the zone. */
export function FileField({
  label,
  description,
  errorMessage,
  accept,
  allowsMultiple,
  isDisabled,
  name,
  onSelect,
  onReject,
  buttonLabel,
}: FileFieldProps) {
  const [chosen, setChosen] = useState<File[]>([]);
  const [rejected, setRejected] = useState(false);
  const labelId = useId();
  const choose = (list: File[]) => {
    const accepted = list.filter((file) => matches(file, accept));
    const refused = list.filter((file) => !matches(file, accept));
    if (refused.length && onReject) onReject(refused);
    setRejected(refused.length > 0 && !onReject);
    const next = allowsMultiple ? accepted : accepted.slice(0, 1);
    if (next.length === 0) return;
    setChosen(next);
    onSelect(next);
  };
  return (
    <div className={f.field} data-disabled={isDisabled || undefined}>
      {label ? (
        <span className={f.label} id={labelId}>
          {label}
        </span>
      ) : null}
      <DropZone
        className={s.zone}
        isDisabled={isDisabled}
        aria-labelledby={label ? labelId : undefined}
        data-invalid={errorMessage || rejected ? true : undefined}
        // Every drop is taken: a file of the wrong type is then named as such, not silently refused.
        getDropOperation={() => "copy"}
        onDrop={async (e) => {
          const files = await Promise.all(
            e.items
              .filter((item) => item.kind === "file")
              .map((item) => (item as { getFile: () => Promise<File> }).getFile()),
          );
          choose(files);
        }}
      >
        <span className={s.zoneIcon} aria-hidden="true">
          <UploadIcon />
        </span>
        <Text slot="label">{uiT("Drop files here or")}</Text>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => choose(list ? [...list] : [])}
        >
          <Button size="sm" variant="outline" isDisabled={isDisabled} name={name}>
            {buttonLabel ?? uiT("Choose file")}
          </Button>
        </FileTrigger>
        {chosen.length > 0 ? (
          <ul className={s.files}>
            {chosen.map((file) => (
              <li key={`${file.name}-${file.size}`} className={s.file}>
                <FileIcon size="1.1em" />
                {file.name}
              </li>
            ))}
          </ul>
        ) : null}
      </DropZone>
      {description ? <span className={f.description}>{description}</span> : null}
      {errorMessage || rejected ? (
        <span className={f.error} role="alert">
          {errorMessage || uiT("This file type is not allowed")}
        </span>
      ) : null}
    </div>
  );
}
