import { Badge, CopyButton } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { type AdminSettings, Code, CredentialFields, SettingsTabForm, SwitchField } from "../SettingsForm.tsx";
import * as s from "../settings.css.ts";

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
      <section className={s.provider} aria-label="ListenBrainz">
        <div className={s.providerHead}>
          <h3 className={s.providerName}>ListenBrainz</h3>
          <Badge tone="positive">{t("No keys needed")}</Badge>
        </div>
        <SwitchField
          name="scrobbling.listenbrainz.enable"
          label={t("Offer :name", { name: "ListenBrainz" })}
          description={t("Each listener connects with the user token from their ListenBrainz settings.")}
        />
        <div className={s.callback}>
          <span className={s.note}>{t("Server")}</span>
          <Code>{data.environment.scrobbling.listenbrainz}</Code>
        </div>
      </section>
      <section className={s.provider} aria-label="Last.fm">
        <div className={s.providerHead}>
          <h3 className={s.providerName}>Last.fm</h3>
          {lastfmReady ? (
            <Badge tone="positive">{t("Credentials saved")}</Badge>
          ) : (
            <Badge tone="warning">{t("No credentials")}</Badge>
          )}
        </div>
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
        <div className={s.callback}>
          <span className={s.note}>{t("Callback address")}</span>
          <Code>{callback}</Code>
          <CopyButton value={callback} size="xs" variant="ghost" label={t("Copy")} />
        </div>
      </section>
    </SettingsTabForm>
  );
}
