import { AD_IMAGE_PATH } from "@backbeat/core/schemas";
import { useFormContext } from "react-hook-form";
import { ImageUploadButton } from "@/global/ImageUploadButton.tsx";
import { t } from "@/global/i18n.ts";

/** Points the slot at the public ad image address, which serves the file once the slot is saved with it. */
export function AdImageUpload() {
  const { setValue } = useFormContext();
  return (
    <ImageUploadButton
      purpose="ad"
      onUploaded={(entryId) =>
        setValue("image", `${AD_IMAGE_PATH}${entryId}`, { shouldDirty: true, shouldValidate: true })
      }
    >
      {t("Upload image")}
    </ImageUploadButton>
  );
}
