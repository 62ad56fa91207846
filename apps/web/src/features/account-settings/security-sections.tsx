import { apiRequest } from "@backbeat/client";
import { Button, TextField } from "@backbeat/ui";
import { startRegistration } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { t } from "@/global/i18n.ts";
import { reportError } from "@/global/report-error.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { KeyIcon } from "../auth/icons.tsx";
import { isWebAuthnCancel } from "../auth/PasskeySignIn.tsx";
import { SOCIAL_ERROR_FALLBACK } from "../auth/SocialButtons.tsx";
import { SocialIcon } from "../auth/social-icons.tsx";
import { enabledSocialServices, openSocialPopup, SOCIAL_LABELS, type SocialService } from "../auth/social-popup.ts";
import { ConfirmActionDialog } from "./ConfirmActionDialog.tsx";
import { useWithConfirmedPassword } from "./confirm-password.tsx";
import { ItemRow } from "./ItemRow.tsx";
import { type AccountUser, Panel, useRefreshUser } from "./sections.tsx";
import * as s from "./settings.css.ts";

/** docs/spec/2-product-areas.md §4 "Social account toggle": connect in a popup, disconnect with a call. */
export function SocialLoginSection({ user }: { user: AccountUser }) {
  const data = useBootstrap();
  const refresh = useRefreshUser();
  const services = enabledSocialServices(data.settings);
  const [busy, setBusy] = useState<SocialService | null>(null);

  const enable = async (service: SocialService) => {
    setBusy(service);
    try {
      const message = await openSocialPopup(service, "connect");
      if (!message) return;
      if (message.status === "SUCCESS")
        toast("Enabled :service account", { values: { service: SOCIAL_LABELS[service] } });
      else if (message.status === "ERROR") toast.danger(message.callbackData.errorMessage || SOCIAL_ERROR_FALLBACK);
      await refresh();
    } finally {
      setBusy(null);
    }
  };

  const disable = async (service: SocialService) => {
    setBusy(service);
    try {
      await apiRequest(`secure/auth/social/${service}/disconnect`, { method: "POST" });
      toast("Disabled :service account", { values: { service: SOCIAL_LABELS[service] } });
      await refresh();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel
      id="social-login"
      title={t("Manage social login")}
      text={t("Enable or disable connected social services. These allow you to sign in with one click.")}
    >
      <ul className={s.list} data-testid="social-services">
        {services.map((service) => {
          const profile = user.social_profiles.find((p) => p.service_name === service);
          const label = SOCIAL_LABELS[service];
          return (
            <ItemRow
              key={service}
              testId={`social-${service}`}
              icon={<SocialIcon service={service} />}
              title={t(label)}
              meta={
                profile
                  ? profile.username
                    ? t("Connected as :username", { username: profile.username })
                    : t("Connected")
                  : t("Not connected")
              }
            >
              {profile ? (
                <Button
                  variant="outline"
                  size="sm"
                  isPending={busy === service}
                  onPress={() => void disable(service)}
                  aria-label={t("Disable :service", { service: label })}
                >
                  {t("Disable")}
                </Button>
              ) : (
                <Button
                  variant="primary"
                  size="sm"
                  isPending={busy === service}
                  onPress={() => void enable(service)}
                  aria-label={t("Enable :service", { service: label })}
                >
                  {t("Enable")}
                </Button>
              )}
            </ItemRow>
          );
        })}
      </ul>
    </Panel>
  );
}

/** Passkeys (beyond the spec): add with the browser's WebAuthn prompt, remove with confirmation. */
export function PasskeysSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = useRefreshUser();
  const withPassword = useWithConfirmedPassword();
  const [name, setName] = useState("");
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);

  const add = useMutation({
    mutationFn: async () => {
      const optionsJSON = await client.account.passkeyRegistrationOptions.mutate();
      const response = await startRegistration({
        optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]["optionsJSON"],
      });
      return client.account.registerPasskey.mutate({ name: name.trim() || undefined, response });
    },
    onSuccess: ({ message }) => {
      setName("");
      toast(message);
      void refresh();
    },
    // A cancelled prompt gets its own words; anything else follows the one failure rule.
    meta: { silent: true },
    onError: (error) =>
      isWebAuthnCancel(error) ? toast.danger("Adding the passkey was cancelled.") : reportError(error),
  });
  const remove = useMutation(
    trpc.account.deletePasskey.mutationOptions({
      onSuccess: ({ message }) => {
        setRemoving(null);
        toast(message);
        void refresh();
      },
    }),
  );

  return (
    <Panel
      id="passkeys"
      title={t("Passkeys")}
      text={t(
        "Passkeys let you sign in with your fingerprint, face, screen lock or a security key instead of a password.",
      )}
    >
      {user.passkeys.length === 0 ? (
        <p className={s.panelText}>{t("You have no passkeys yet")}</p>
      ) : (
        <ul className={s.list} data-testid="passkeys-list">
          {user.passkeys.map((passkey) => (
            <ItemRow
              key={passkey.id}
              testId="passkey"
              icon={<KeyIcon size={20} />}
              title={passkey.name}
              meta={
                <>
                  {t("Added")} {new Date(passkey.created_at).toLocaleDateString()} · {t("Last used")}:{" "}
                  {passkey.last_used_at ? new Date(passkey.last_used_at).toLocaleString() : t("Never")}
                </>
              }
            >
              <Button
                variant="ghost"
                size="sm"
                onPress={() => setRemoving(passkey)}
                aria-label={t("Remove :name", { name: passkey.name })}
              >
                {t("Remove")}
              </Button>
            </ItemRow>
          ))}
        </ul>
      )}
      <div className={s.actions} style={{ alignItems: "flex-end" }}>
        <TextField
          name="passkey_name"
          label={t("Passkey name")}
          description={t("Optional, for example the device it is on.")}
          value={name}
          onChange={setName}
          maxLength={100}
        />
        <Button variant="outline" isPending={add.isPending} onPress={() => void withPassword(() => add.mutate())}>
          {t("Add passkey")}
        </Button>
      </div>
      <ConfirmActionDialog
        title={t("Remove passkey")}
        confirmLabel={t("Remove")}
        isOpen={removing !== null}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) void withPassword(() => remove.mutate({ id: target.id }));
        }}
      >
        {t("Are you sure you want to remove the passkey :name? You will no longer be able to sign in with it.", {
          name: removing?.name ?? "",
        })}
      </ConfirmActionDialog>
    </Panel>
  );
}
