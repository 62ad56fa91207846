import { Link } from "react-router";
import { UploadingGlyph } from "@/features/upload/icons.tsx";
import { uploadSummary, useUploads } from "@/features/upload/store.ts";
import { indicator } from "@/features/upload/upload.css.ts";
import { t } from "@/global/i18n.ts";

/** A small pill beside the account menu while uploads run; it leads back to the upload page. */
export function UploadIndicator() {
  const summary = uploadSummary(useUploads());
  if (!summary.active) return null;
  return (
    <Link
      to="/backstage/upload"
      className={indicator}
      data-testid="upload-indicator"
      aria-label={t(
        "{count, plural, one {Uploading # file, :percent% done} other {Uploading # files, :percent% done}}",
        {
          count: summary.active,
          percent: summary.percentage,
        },
      )}
    >
      <UploadingGlyph />
      <span aria-hidden>{summary.percentage}%</span>
    </Link>
  );
}
