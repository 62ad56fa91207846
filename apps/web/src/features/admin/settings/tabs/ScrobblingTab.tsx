import { Badge } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { type AdminSettings, CredentialFields, SettingsTabForm, SwitchField } from "../SettingsForm.tsx";
import { CredentialsBadge, ProviderAddress, ProviderSection } from "./ProviderSection.tsx";

/** Which scrobbling services users may connect in their account settings, and Last.fm's API account. */
export function ScrobblingTab({ data }: { data: AdminSettings }) {
  const base = useBootstrap().base_url;
  const values = data.tabs.scrobbling as { scrobbling: { lastfm: { api_key: string } } };
  const lastfmReady = Boolean(values.scrobbling.lastfm.api_key) && data.secrets["scrobbling.lastfm.api_secret"].set;
  const callback = `${base}/account-settings`;
  return (
    <SettingsTabForm
      tab="scrobbling"
      data={data}
      title={t("Scrobbling")}
      description={t(
        "Listeners can send what they play here, in the web app or any Subsonic app, to their ListenBrainz or Last.fm profile.",
      )}
    >
      <ProviderSection name="ListenBrainz" status={<Badge tone="positive">{t("No keys needed")}</Badge>}>
        <SwitchField
          name="scrobbling.listenbrainz.enable"
          label={t("Offer :name", { name: "ListenBrainz" })}
          description={t("Each listener connects with the user token from their ListenBrainz settings.")}
        />
        <ProviderAddress label={t("Server")} address={data.environment.scrobbling.listenbrainz} />
      </ProviderSection>
      <ProviderSection name="Last.fm" status={<CredentialsBadge saved={lastfmReady} />}>
        <SwitchField
          name="scrobbling.lastfm.enable"
          label={t("Offer :name", { name: "Last.fm" })}
          description={t("Needs an API account from last.fm/api; listeners then sign in to Last.fm to connect.")}
        />
        <CredentialFields
          data={data}
          id={{ name: "scrobbling.lastfm.api_key", label: t("API key") }}
          secret={{ name: "scrobbling.lastfm.api_secret", label: t("Shared secret") }}
        />
        <ProviderAddress label={t("Callback address")} address={callback} copy />
      </ProviderSection>
    </SettingsTabForm>
  );
}
