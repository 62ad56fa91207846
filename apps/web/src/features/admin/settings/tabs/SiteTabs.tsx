import { Radio, SelectItem } from "@backbeat/ui";
import { TestPaymentsNotice } from "@/features/billing/TestPaymentsNotice.tsx";
import { FormRadioGroup, FormSelect, FormTextArea, FormTextField } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { type AdminSettings, FormNumberField, SettingsTabForm, SwitchField } from "../SettingsForm.tsx";
import * as s from "../settings.css.ts";

const HOMEPAGES = [
  { id: "landingPage", label: "Landing page" },
  { id: "loginPage", label: "Login page" },
  { id: "registerPage", label: "Register page" },
];

export function GeneralTab({ data }: { data: AdminSettings }) {
  return (
    <SettingsTabForm tab="general" data={data} title={t("General")}>
      <FormTextField name="branding.site_name" label={t("Site name")} isRequired />
      <FormTextArea
        name="branding.site_description"
        label={t("Site description")}
        description={t("Shown on the landing page and in search results.")}
      />
      <FormSelect
        name="homepage.type"
        label={t("Homepage for guests")}
        description={t("What visitors who are not signed in see at the site's address.")}
        items={HOMEPAGES.map((h) => ({ id: h.id, name: t(h.label) }))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </FormSelect>
      <SwitchField
        name="themes.user_change"
        label={t("Let users change the theme")}
        description={t("Shows the light and dark switch to every visitor.")}
      />
      <SwitchField
        name="api.integrated"
        label={t("Developer API")}
        description={t("Shows the Developers section in account settings to users who have API access.")}
      />
      <SwitchField
        name="notif.subs.integrated"
        label={t("Notification settings")}
        description={t(
          "Lets users choose which notifications reach them in the app, by e-mail and in the browser. Off, the settings page is hidden and each user's current choices stay as they are.",
        )}
      />
    </SettingsTabForm>
  );
}

export function SubscriptionsTab({ data }: { data: AdminSettings }) {
  return (
    <SettingsTabForm
      tab="subscriptions"
      data={data}
      title={t("Subscriptions")}
      description={t("Plans and their prices are managed under Plans; subscribers are listed under Subscriptions.")}
    >
      <SwitchField
        name="billing.enable"
        label={t("Enable subscriptions")}
        description={t("Shows the pricing page and the billing section of account settings.")}
      />
      <TestPaymentsNotice audience="admin" />
    </SettingsTabForm>
  );
}

export function LocalizationTab({ data }: { data: AdminSettings }) {
  return (
    <SettingsTabForm
      tab="localization"
      data={data}
      title={t("Localization")}
      description={t("Languages and their translations are managed under Localizations.")}
    >
      <SwitchField
        name="i18n.enable"
        label={t("Translate the interface")}
        description={t("When off, the interface is shown in English to everyone.")}
      />
      <FormSelect
        name="i18n.default_locale"
        label={t("Default language")}
        description={t("For visitors who have not chosen one.")}
        items={data.localizations.map((l) => ({ id: l.language, name: l.name }))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </FormSelect>
    </SettingsTabForm>
  );
}

export function AnalyticsTab({ data }: { data: AdminSettings }) {
  return (
    <SettingsTabForm
      tab="analytics"
      data={data}
      title={t("Analytics")}
      description={t(
        "Backbeat counts page views itself, without a third-party tracker, for the visitors report. No address is stored; visitors who decline cookies or send Do Not Track are not counted.",
      )}
    >
      <SwitchField name="analytics.enable" label={t("Collect page views")} />
    </SettingsTabForm>
  );
}

export function GdprTab({ data }: { data: AdminSettings }) {
  return (
    <SettingsTabForm
      tab="gdpr"
      data={data}
      title={t("GDPR")}
      description={t("The cookie notice asks visitors to accept cookies before the site counts their visits.")}
    >
      <SwitchField name="cookie_notice.enable" label={t("Show the cookie notice")} />
      <FormRadioGroup name="cookie_notice.position" label={t("Position")} orientation="horizontal">
        <Radio value="top">{t("Top")}</Radio>
        <Radio value="bottom">{t("Bottom")}</Radio>
      </FormRadioGroup>
      <FormTextArea name="cookie_notice.text" label={t("Notice text")} />
      <div className={s.fieldRow}>
        <FormTextField name="cookie_notice.button.label" label={t("Button label")} isRequired />
      </div>
    </SettingsTabForm>
  );
}

export function PlayerTab({ data }: { data: AdminSettings }) {
  return (
    <SettingsTabForm tab="player" data={data} title={t("Player")}>
      <FormTextField
        name="player.home_channel"
        label={t("Home channel")}
        description={t("The channel (by its slug) shown as the player's home page.")}
        isRequired
      />
      <div className={s.fieldRow}>
        <FormNumberField
          name="player.default_volume"
          label={t("Default volume")}
          unit="%"
          description={t("For listeners who have not set their own.")}
        />
      </div>
      <SwitchField
        name="player.enable_download"
        label={t("Allow downloads")}
        description={t("Lets listeners download tracks in the format they choose.")}
      />
      <SwitchField
        name="player.enable_comments"
        label={t("Allow comments")}
        description={t("Lets listeners comment on tracks at a moment of them. Off, comments are hidden and closed.")}
      />
      <SwitchField
        name="player.enable_rooms"
        label={t("Allow listening rooms")}
        description={t("Lets signed-in listeners open a room from the player and listen together by its link.")}
      />
      <div className={s.fieldRow}>
        <FormNumberField
          name="player.room_max_members"
          label={t("Listeners per room")}
          description={t("How many people, the host included, may be in one room.")}
        />
      </div>
      <SwitchField
        name="player.show_radio"
        label={t("Show radio")}
        description={t("Offers radio (an endless mix seeded by a track, album or artist) on their pages and menus.")}
      />
    </SettingsTabForm>
  );
}
