import type { ReactNode } from "react";
import { DropZone, FileTrigger, Text } from "react-aria-components";
import { Button } from "./Button.tsx";
import * as s from "./FileDropZone.css.ts";
import { uiT } from "./i18n.ts";
import { UploadIcon } from "./icons.tsx";
import { type DropItemLike, filesFromDrop, filesFromInput, type PickedFile } from "./lib/dropped-files.ts";

export type { PickedFile };

export interface FileDropZoneProps {
  /** Called with every file dropped or chosen; folders arrive file by file with `relativePath`. */
  onFiles: (files: PickedFile[]) => void;
  title?: ReactNode;
  description?: ReactNode;
  /** Hints the file pickers (MIME types or extensions); dropped files are not filtered here. */
  accept?: string[];
  /** Shows a second button that picks a whole folder. */
  allowsFolders?: boolean;
  isDisabled?: boolean;
  className?: string;
  "aria-label"?: string;
}

/**
 * A large drop target for files and whole folders (react-aria reads dropped folders through
 * `webkitGetAsEntry`), with buttons that open the file or folder picker for keyboard and touch.
 */
export function FileDropZone({
  onFiles,
  title,
  description,
  accept,
  allowsFolders = true,
  isDisabled,
  className,
  ...rest
}: FileDropZoneProps) {
  const take = (files: PickedFile[]) => {
    if (files.length) onFiles(files);
  };
  return (
    <DropZone
      className={[s.zone, className].filter(Boolean).join(" ")}
      isDisabled={isDisabled}
      aria-label={rest["aria-label"] ?? uiT("Drop files or folders here")}
      // Files of any type are taken (the caller words refusals); dragged text is simply ignored on drop.
      getDropOperation={() => "copy"}
      onDrop={async (e) => take(await filesFromDrop(e.items as unknown as DropItemLike[]))}
      data-testid="file-drop-zone"
    >
      <span className={s.icon} aria-hidden="true">
        <UploadIcon />
      </span>
      <Text slot="label" className={s.title}>
        {title ?? uiT("Drag and drop files or folders here")}
      </Text>
      {description ? <span className={s.description}>{description}</span> : null}
      <div className={s.actions}>
        <FileTrigger acceptedFileTypes={accept} allowsMultiple onSelect={(list) => take(filesFromInput(list ?? []))}>
          <Button variant="primary" isDisabled={isDisabled} data-testid="choose-files">
            {uiT("Choose files")}
          </Button>
        </FileTrigger>
        {allowsFolders ? (
          <FileTrigger acceptDirectory onSelect={(list) => take(filesFromInput(list ?? []))}>
            <Button variant="outline" isDisabled={isDisabled} data-testid="choose-folder">
              {uiT("Choose folder")}
            </Button>
          </FileTrigger>
        ) : null}
      </div>
    </DropZone>
  );
}
