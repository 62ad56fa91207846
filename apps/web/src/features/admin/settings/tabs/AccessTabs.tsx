import { SOCIAL_PROVIDERS } from "@backbeat/core/schemas";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { type AdminSettings, CredentialFields, SettingsTabForm, SwitchField } from "../SettingsForm.tsx";
import { PoliciesField } from "./PoliciesField.tsx";
import { CredentialsBadge, ProviderAddress, ProviderSection } from "./ProviderSection.tsx";

export function AuthenticationTab({ data }: { data: AdminSettings }) {
  return (
    <SettingsTabForm tab="authentication" data={data} title={t("Authentication")}>
      <SwitchField
        name="registration.disable"
        label={t("Disable registration")}
        description={t("Hides the Register button and refuses new sign-ups; admins can still create users.")}
      />
      <SwitchField
        name="require_email_confirmation"
        label={t("Require e-mail confirmation")}
        description={t("New accounts must enter the code mailed to them before they can use the site.")}
      />
      <PoliciesField />
    </SettingsTabForm>
  );
}

export function RecaptchaTab({ data }: { data: AdminSettings }) {
  return (
    <SettingsTabForm
      tab="recaptcha"
      data={data}
      title={t("reCAPTCHA")}
      description={t(
        "With a Google reCAPTCHA v3 site key and secret the check runs through Google; without them a built-in proof-of-work check is used, with no third party.",
      )}
    >
      <CredentialFields
        data={data}
        id={{ name: "recaptcha.site_key", label: t("Site key") }}
        secret={{ name: "recaptcha.secret_key", label: t("Secret key") }}
        fallback={
          data.environment.recaptchaEnvSecret
            ? t("Not saved here; RECAPTCHA_SECRET_KEY from the environment is used.")
            : undefined
        }
      />
      <SwitchField name="recaptcha.enable.register" label={t("Check on registration")} />
      <SwitchField name="recaptcha.enable.contact" label={t("Check on the contact form")} />
    </SettingsTabForm>
  );
}

const LABELS = { google: "Google", facebook: "Facebook", twitter: "X (Twitter)", envato: "Envato" } as const;

export function ProvidersTab({ data }: { data: AdminSettings }) {
  const base = useBootstrap().base_url;
  const values = data.tabs.providers as { social: Record<string, { client_id: string }> };
  return (
    <SettingsTabForm
      tab="providers"
      data={data}
      title={t("Social sign-in")}
      description={t(
        "Each provider needs an app registered with it; enter its client ID and secret and give it the callback address shown.",
      )}
    >
      {SOCIAL_PROVIDERS.map((p) => {
        const saved = Boolean(values.social[p]?.client_id) && data.secrets[`social.${p}.client_secret`].set;
        const env = data.environment.socialEnv[p];
        const callback = `${base}/secure/auth/social/${p}/callback`;
        return (
          <ProviderSection key={p} name={LABELS[p]} status={<CredentialsBadge saved={saved} fromEnvironment={env} />}>
            <SwitchField name={`social.${p}.enable`} label={t("Offer :name sign-in", { name: LABELS[p] })} />
            <CredentialFields
              data={data}
              id={{ name: `social.${p}.client_id`, label: t("Client ID") }}
              secret={{ name: `social.${p}.client_secret`, label: t("Client secret") }}
              fallback={
                env
                  ? t("Not saved here; :var from the environment is used.", {
                      var: `${p.toUpperCase()}_CLIENT_SECRET`,
                    })
                  : undefined
              }
            />
            <ProviderAddress label={t("Callback address")} address={callback} copy />
          </ProviderSection>
        );
      })}
      <SwitchField
        name="social.compact_buttons"
        label={t("Compact buttons")}
        description={t("Shows the providers as icons in one row on the login and register pages.")}
      />
    </SettingsTabForm>
  );
}
