import { apiRequest } from "@backbeat/client";
import { Button, UploadIcon } from "@backbeat/ui";
import { type ReactNode, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { reportError } from "./report-error.ts";

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/**
 * A button that picks an image and sends it through the upload pipeline (`POST file-entries`);
 * `onUploaded` gets the new entry's id. A `purpose` marks a file that an image address of its
 * own serves (ads, appearance), which serves nothing uploaded otherwise.
 */
export function ImageUploadButton({
  purpose,
  accept = IMAGE_TYPES,
  onUploaded,
  children,
}: {
  purpose?: "ad" | "appearance";
  accept?: string[];
  onUploaded: (entryId: number, file: File) => void;
  children: ReactNode;
}) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const body = new FormData();
      if (purpose) body.append("purpose", purpose);
      body.append("file", file, file.name);
      const { fileEntry } = await apiRequest<{ fileEntry: { id: number } }>("file-entries", { method: "POST", body });
      onUploaded(fileEntry.id, file);
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <FileTrigger
      acceptedFileTypes={accept}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) void upload(file);
      }}
    >
      <Button size="sm" variant="outline" isPending={uploading} startIcon={<UploadIcon size={16} />}>
        {children}
      </Button>
    </FileTrigger>
  );
}
