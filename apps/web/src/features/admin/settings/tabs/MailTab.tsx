import { testMailInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { AdminSection } from "@/features/admin/AdminPage.tsx";
import { AppForm, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import {
  type AdminSettings,
  Callout,
  Code,
  CredentialFields,
  FormNumberField,
  SettingsTabForm,
  SwitchField,
} from "../SettingsForm.tsx";
import * as s from "../settings.css.ts";

function transportText(kind: "smtp" | "outbox" | "custom"): string {
  if (kind === "smtp") return t("Mail is currently sent through an SMTP server.");
  if (kind === "outbox")
    return t("Mail is currently written to the outbox folder in the data folder: no SMTP server is set.");
  return t("Mail is currently sent by a mailer set up in code.");
}

export function OutgoingEmailTab({ data }: { data: AdminSettings }) {
  const env = data.environment.mail;
  return (
    <>
      <SettingsTabForm
        tab="outgoing-email"
        data={data}
        title={t("Outgoing e-mail")}
        description={t(
          "Verification codes, password resets and security notices are sent with these settings. Leave the SMTP host empty to use MAIL_URL from the environment, or the outbox folder when that is not set either.",
        )}
      >
        <Callout>
          {transportText(env.transport)} {env.envUrl ? t("MAIL_URL is set in the environment.") : null}
        </Callout>
        <div className={s.fieldRow}>
          <FormTextField name="mail.from_name" label={t("Sender name")} description={t("Defaults to the site name.")} />
          <FormTextField
            name="mail.from_address"
            label={t("Sender address")}
            type="email"
            description={t("Empty uses :value from MAIL_FROM.", { value: env.envFrom })}
          />
        </div>
        <FormTextField
          name="mail.contact_page_address"
          label={t("Contact page address")}
          type="email"
          description={t("Messages from the contact page go here. Empty uses the sender address.")}
        />
        <div className={s.fieldRow}>
          <FormTextField name="mail.smtp.host" label={t("SMTP host")} placeholder="smtp.example.com" />
          <FormNumberField name="mail.smtp.port" label={t("SMTP port")} />
        </div>
        <CredentialFields
          data={data}
          id={{ name: "mail.smtp.username", label: t("SMTP username"), autoComplete: "off" }}
          secret={{ name: "mail.smtp.password", label: t("SMTP password") }}
        />
        <SwitchField
          name="mail.smtp.secure"
          label={t("Connect with TLS")}
          description={t(
            "For port 465. On other ports the connection is upgraded with STARTTLS when the server offers it.",
          )}
        />
      </SettingsTabForm>
      <TestMail />
    </>
  );
}

/** Sends a real message with the saved settings; it shows up in the outgoing-email log. */
function TestMail() {
  const trpc = useTRPC();
  const me = useBootstrap().user;
  const form = useSchemaForm(testMailInput, { to: me?.email ?? "" });
  const send = useMutation(
    trpc.admin.settings.sendTestMail.mutationOptions({
      onSuccess: (_answer, input) => toast("Test e-mail sent to :to", { values: { to: input.to } }),
    }),
  );
  return (
    <AdminSection title={t("Send a test e-mail")}>
      <p className={s.note}>
        {t("Uses the saved settings above. Every message the site sends is listed in the")}{" "}
        <Link to="/admin/logs/outgoing-email">{t("outgoing e-mail log")}</Link>.
      </p>
      <AppForm form={form} onSubmit={(values) => send.mutateAsync(values)}>
        <div className={s.testMail}>
          <FormTextField name="to" label={t("Send to")} type="email" isRequired />
          <SubmitButton variant="outline">{t("Send test e-mail")}</SubmitButton>
        </div>
      </AppForm>
      <p className={s.note}>
        {t("Without SMTP the message is written to")} <Code>outbox/</Code> {t("in the data folder.")}
      </p>
    </AdminSection>
  );
}
