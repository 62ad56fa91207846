import { Badge, CopyButton } from "@backbeat/ui";
import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";
import { Code } from "../SettingsForm.tsx";
import * as s from "../settings.css.ts";

/** An outside service's block on a settings tab: its name, whether it is ready, its fields. */
export function ProviderSection({ name, status, children }: { name: string; status: ReactNode; children: ReactNode }) {
  return (
    <section className={s.provider} aria-label={name}>
      <div className={s.providerHead}>
        <h3 className={s.providerName}>{name}</h3>
        {status}
      </div>
      {children}
    </section>
  );
}

/** Whether the service's credentials are saved here, come from the environment, or are missing. */
export function CredentialsBadge({ saved, fromEnvironment = false }: { saved: boolean; fromEnvironment?: boolean }) {
  if (saved) return <Badge tone="positive">{t("Credentials saved")}</Badge>;
  if (fromEnvironment) return <Badge tone="primary">{t("Credentials from the environment")}</Badge>;
  return <Badge tone="warning">{t("No credentials")}</Badge>;
}

/** An address to give the service; a callback address gets a copy button. */
export function ProviderAddress({ label, address, copy = false }: { label: string; address: string; copy?: boolean }) {
  return (
    <div className={s.callback}>
      <span className={s.note}>{label}</span>
      <Code>{address}</Code>
      {copy ? <CopyButton value={address} size="xs" variant="ghost" label={t("Copy")} /> : null}
    </div>
  );
}
