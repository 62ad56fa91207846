import { Button, MusicIcon, UserIcon } from "@backbeat/ui";
import { useEffect, useState } from "react";
import { useController } from "react-hook-form";
import { ImageUploadButton } from "@/global/ImageUploadButton.tsx";
import { t } from "@/global/i18n.ts";
import * as s from "./forms.css.ts";

/**
 * Cover art or an artist image: the file goes up through the upload pipeline (`POST
 * file-entries`) and the save turns that entry into stored, sized artwork (`imageEntryId`).
 * `image` keeps the current picture; clearing it removes the picture.
 */
export function ImageField({ label, round = false }: { label: string; round?: boolean }) {
  const image = useController({ name: "image" });
  const entry = useController({ name: "imageEntryId" });
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

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
        <ImageUploadButton
          onUploaded={(entryId, file) => {
            entry.field.onChange(entryId);
            setPreview(URL.createObjectURL(file));
          }}
        >
          {shown ? t("Replace image") : t("Upload image")}
        </ImageUploadButton>
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
