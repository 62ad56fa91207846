import { SEO_DESCRIPTION_MAX, SEO_PAGE_TYPES, SEO_PLACEHOLDERS, type SeoPageType } from "@backbeat/core/schemas";
import * as s from "@/features/appearance/editor.css.ts";
import { DraftTextArea, DraftTextField } from "@/features/appearance/fields.tsx";
import { FieldGroup, SectionPage } from "@/features/appearance/SectionPage.tsx";
import { t } from "@/global/i18n.ts";

const LABELS: Record<SeoPageType, { label: string }> = {
  landing: { label: "Landing page" },
  artist: { label: "Artist page" },
  album: { label: "Album page" },
  track: { label: "Track page" },
  playlist: { label: "Playlist page" },
  channel: { label: "Channel page" },
  user: { label: "User profile" },
  search: { label: "Search page" },
  page: { label: "Custom page" },
};

/** The title and description templates of each page type, as crawlers and link previews see them. */
export function Component() {
  return (
    <SectionPage title={t("SEO")}>
      <p className={s.fieldHint}>
        {t(
          "Search engines and link previews read these. Placeholders such as {{SITE_NAME}} are filled in for each page.",
        )}
      </p>
      {SEO_PAGE_TYPES.map((type) => (
        <FieldGroup key={type} title={t(LABELS[type].label)}>
          <DraftTextField path={`settings.seo.${type}.title`} label={t("Title")} isRequired />
          <DraftTextArea
            path={`settings.seo.${type}.description`}
            label={t("Description")}
            rows={3}
            description={t("Placeholders: :list. Up to :max characters.", {
              list: SEO_PLACEHOLDERS[type].map((p) => `{{${p}}}`).join(", "),
              max: SEO_DESCRIPTION_MAX,
            })}
          />
        </FieldGroup>
      ))}
    </SectionPage>
  );
}
