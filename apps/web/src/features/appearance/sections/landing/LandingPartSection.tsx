import {
  LANDING_MAX_BUTTONS,
  LANDING_MAX_FEATURES,
  type LandingActionButton,
  type LandingPrimaryFeature,
  type LandingSecondaryFeature,
} from "@backbeat/core/schemas";
import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import { DraftImageField, DraftSelect, DraftTextArea, DraftTextField } from "@/features/appearance/fields.tsx";
import { SectionPage } from "@/features/appearance/SectionPage.tsx";
import { t } from "@/global/i18n.ts";
import { ItemsEditor } from "./ItemsEditor.tsx";
import { LANDING_PARTS, type LandingPart } from "./parts.ts";

const BASE = "settings.landing";

function General() {
  return (
    <>
      <DraftTextField path={`${BASE}.title`} label={t("Title")} isRequired />
      <DraftTextArea path={`${BASE}.subtitle`} label={t("Subtitle")} rows={3} />
      <DraftImageField
        path={`${BASE}.background_image`}
        label={t("Background image")}
        description={t("Covers the hero behind the title. A wide image, 1920 px or larger.")}
      />
      <DraftTextField
        path={`${BASE}.channel`}
        label={t("Channel")}
        description={t("The channel of music shown below the hero, by its slug. Leave empty to show none.")}
      />
    </>
  );
}

function ActionButtons() {
  return (
    <ItemsEditor<LandingActionButton>
      path={`${BASE}.action_buttons`}
      max={LANDING_MAX_BUTTONS}
      newItem={() => ({ label: t("Get started"), action: "/register", variant: "primary" })}
      itemTitle={(item) => item.label}
      addLabel={t("Add button")}
      renderItem={(path) => (
        <>
          <DraftTextField path={`${path}.label`} label={t("Label")} isRequired />
          <DraftTextField
            path={`${path}.action`}
            label={t("Link")}
            description={t("A page of this site (/register) or a full address (https://…).")}
            isRequired
          />
          <DraftSelect
            path={`${path}.variant`}
            label={t("Style")}
            options={[
              { id: "primary", label: "Primary" },
              { id: "secondary", label: "Secondary" },
            ]}
          />
        </>
      )}
    />
  );
}

function PrimaryFeatures() {
  return (
    <ItemsEditor<LandingPrimaryFeature>
      path={`${BASE}.primary_features`}
      max={LANDING_MAX_FEATURES}
      newItem={() => ({ title: t("New feature"), subtitle: "", image: "" })}
      itemTitle={(item) => item.title}
      addLabel={t("Add feature")}
      renderItem={(path) => (
        <>
          <DraftTextField path={`${path}.title`} label={t("Title")} isRequired />
          <DraftTextArea path={`${path}.subtitle`} label={t("Subtitle")} rows={2} />
          <DraftImageField path={`${path}.image`} label={t("Image")} />
        </>
      )}
    />
  );
}

function SecondaryFeatures() {
  return (
    <ItemsEditor<LandingSecondaryFeature>
      path={`${BASE}.secondary_features`}
      max={LANDING_MAX_FEATURES}
      newItem={() => ({ title: t("New feature"), subtitle: "", description: "", image: "" })}
      itemTitle={(item) => item.title}
      addLabel={t("Add feature")}
      renderItem={(path) => (
        <>
          <DraftTextField path={`${path}.title`} label={t("Title")} isRequired />
          <DraftTextField path={`${path}.subtitle`} label={t("Subtitle")} />
          <DraftTextArea path={`${path}.description`} label={t("Description")} rows={3} />
          <DraftImageField path={`${path}.image`} label={t("Image")} />
        </>
      )}
    />
  );
}

const PARTS: Record<LandingPart, () => ReactNode> = {
  general: General,
  "action-buttons": ActionButtons,
  "primary-features": PrimaryFeatures,
  "secondary-features": SecondaryFeatures,
};

/** One part of the landing page: admin/appearance/landing-page/{general,action-buttons,…}. */
export function Component() {
  const { landingPart } = useParams();
  const part = LANDING_PARTS.find((p) => p.id === landingPart);
  if (!part) return <Navigate to="/admin/appearance/landing-page" replace />;
  const Part = PARTS[part.id];
  return (
    <SectionPage title={t(part.label)} back={{ to: "/admin/appearance/landing-page", label: t("Landing page") }}>
      <Part />
    </SectionPage>
  );
}
