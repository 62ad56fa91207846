import { DraftImageField, DraftTextField } from "@/features/appearance/fields.tsx";
import { FieldGroup, SectionPage } from "@/features/appearance/SectionPage.tsx";
import { t } from "@/global/i18n.ts";

/** Site name, the logo for light and dark themes, and the favicon. */
export function Component() {
  return (
    <SectionPage title={t("General")}>
      <DraftTextField path="settings.branding.site_name" label={t("Site name")} isRequired />
      <FieldGroup title={t("Logo")}>
        <DraftImageField
          path="settings.branding.logo_light"
          label={t("Logo on light themes")}
          description={t("Shown in the header. A wide image about 40 px high works best.")}
        />
        <DraftImageField
          path="settings.branding.logo_dark"
          label={t("Logo on dark themes")}
          description={t("Leave empty to use the light logo on dark themes too.")}
        />
      </FieldGroup>
      <FieldGroup title={t("Browser")}>
        <DraftImageField
          path="settings.branding.favicon"
          label={t("Favicon")}
          description={t("The icon in browser tabs and bookmarks: a square PNG or ICO, 32 px or larger.")}
          icon
        />
      </FieldGroup>
    </SectionPage>
  );
}
