import { apiRequest } from "@backbeat/client";
import { Button, MusicIcon, UploadIcon, UserIcon } from "@backbeat/ui";
import { useEffect, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { useController } from "react-hook-form";
import { t } from "@/global/i18n.ts";
import { reportError } from "@/global/report-error.ts";
import * as s from "./forms.css.ts";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/**
 * Cover art or an artist image: the file goes up through the upload pipeline (`POST
 * file-entries`) and the save turns that entry into stored, sized artwork (`imageEntryId`).
 * `image` keeps the current picture; clearing it removes the picture.
 */
export function ImageField({ label, round = false }: { label: string; round?: boolean }) {
  const image = useController({ name: "image" });
  const entry = useController({ name: "imageEntryId" });
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const body = new FormData();
      body.append("file", file, file.name);
      const { fileEntry } = await apiRequest<{ fileEntry: { id: number } }>("file-entries", { method: "POST", body });
      entry.field.onChange(fileEntry.id);
      setPreview(URL.createObjectURL(file));
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };
  const shown = preview ?? (image.field.value as string | null);
  const error = entry.fieldState.error?.message ?? image.fieldState.error?.message;
  return (
    <div className={s.imageBox}>
      <span className={s.label}>{label}</span>
      <div className={[s.imageFrame, round ? s.imageRound : ""].join(" ")}>
        {shown ? (
          <img src={shown} alt="" className={s.image} />
        ) : round ? (
          <UserIcon size={40} />
        ) : (
          <MusicIcon size={40} />
        )}
      </div>
      <div className={s.imageButtons}>
        <FileTrigger
          acceptedFileTypes={IMAGE_TYPES}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void upload(file);
          }}
        >
          <Button size="sm" variant="outline" isPending={uploading} startIcon={<UploadIcon size={16} />}>
            {shown ? t("Replace image") : t("Upload image")}
          </Button>
        </FileTrigger>
        {shown ? (
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              setPreview(null);
              entry.field.onChange(null);
              image.field.onChange(null);
            }}
          >
            {t("Remove")}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className={s.error} role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
