import { apiRequest } from "@backbeat/client";
import { AD_IMAGE_PATH } from "@backbeat/core/schemas";
import { Button, UploadIcon } from "@backbeat/ui";
import { useState } from "react";
import { FileTrigger } from "react-aria-components";
import { useFormContext } from "react-hook-form";
import { t } from "@/global/i18n.ts";
import { reportError } from "@/global/report-error.ts";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/**
 * Uploads an ad image through the upload pipeline (`POST file-entries`) and points the slot at
 * the public ad image address, which serves the file once the slot is saved with it.
 */
export function AdImageUpload() {
  const { setValue } = useFormContext();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const body = new FormData();
      // Served by the ad image path, which serves nothing uploaded otherwise.
      body.append("purpose", "ad");
      body.append("file", file, file.name);
      const { fileEntry } = await apiRequest<{ fileEntry: { id: number } }>("file-entries", { method: "POST", body });
      setValue("image", `${AD_IMAGE_PATH}${fileEntry.id}`, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <FileTrigger
      acceptedFileTypes={IMAGE_TYPES}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) void upload(file);
      }}
    >
      <Button size="sm" variant="outline" isPending={uploading} startIcon={<UploadIcon size={16} />}>
        {t("Upload image")}
      </Button>
    </FileTrigger>
  );
}
