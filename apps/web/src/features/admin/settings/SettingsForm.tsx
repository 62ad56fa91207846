import type { AppRouter } from "@backbeat/api/types";
import { type EditableSettingsTab, settingsTabSchemas } from "@backbeat/core/schemas";
import { InfoIcon, NumberField } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { createContext, type ReactNode, useContext } from "react";
import { useController } from "react-hook-form";
import { AppForm, FormSwitch, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { numberBounds } from "@/global/form/number-bounds.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { setBootstrap } from "@/lib/bootstrap.ts";
import { createTrpcClient, useTRPC } from "@/lib/trpc.ts";
import { AdminSection } from "../AdminPage.tsx";
import * as s from "./settings.css.ts";

export type AdminSettings = inferRouterOutputs<AppRouter>["admin"]["settings"]["all"];

/** The schema of the tab a field sits in: its number fields take their bounds from it. */
const TabSchema = createContext<(typeof settingsTabSchemas)[EditableSettingsTab] | null>(null);

/**
 * One tab's form: its schema from core, its values from the server, saved on submit. The page's
 * bootstrap data is reloaded after a save, so the change shows in this browser at once too.
 */
export function SettingsTabForm({
  tab,
  data,
  title,
  description,
  children,
  beforeSave,
}: {
  tab: EditableSettingsTab;
  data: AdminSettings;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Asks what the save needs to know (the Library tab: keep or remove a dropped folder's tracks); null cancels. */
  beforeSave?: (values: Record<string, unknown>) => Promise<{ removedFolders?: "keep" | "remove" } | null>;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useSchemaForm(settingsTabSchemas[tab] as never, data.tabs[tab] as never);
  const save = useMutation(
    trpc.admin.settings.save.mutationOptions({
      onSuccess: (answer) => {
        toast("Settings saved");
        queryClient.setQueryData(trpc.admin.settings.all.queryKey(), answer);
        form.reset(answer.tabs[tab] as never);
        void createTrpcClient()
          .session.bootstrap.query()
          .then(setBootstrap)
          .catch(() => {});
      },
    }),
  );
  return (
    <AdminSection title={title}>
      {description ? <p className={s.note}>{description}</p> : null}
      <AppForm
        form={form}
        onSubmit={async (values) => {
          const extra = beforeSave ? await beforeSave(values as Record<string, unknown>) : {};
          if (extra) await save.mutateAsync({ tab, values: values as Record<string, unknown>, ...extra });
        }}
      >
        <div className={s.fields}>
          <TabFields tab={tab}>{children}</TabFields>
        </div>
        <div className={s.actions}>
          <SubmitButton>{t("Save changes")}</SubmitButton>
        </div>
      </AppForm>
    </AdminSection>
  );
}

/** Fields of one settings tab: its number fields take their bounds from the tab's schema. */
export function TabFields({ tab, children }: { tab: EditableSettingsTab; children: ReactNode }) {
  return <TabSchema.Provider value={settingsTabSchemas[tab]}>{children}</TabSchema.Provider>;
}

/**
 * A secret is write-only: the screen never receives it. Blank keeps the saved value; typing
 * replaces it on save.
 */
export function SecretField({
  name,
  label,
  isSet,
  fallback,
}: {
  name: string;
  label: string;
  isSet: boolean;
  /** What applies while nothing is saved, e.g. the environment variable that provides it. */
  fallback?: string;
}) {
  return (
    <FormTextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      placeholder={isSet ? "••••••••••••" : ""}
      description={isSet ? t("Saved — type to replace") : (fallback ?? t("Not set"))}
    />
  );
}

/** A service account's public half beside its secret: API key and secret, client ID and secret, SMTP user and password. */
export function CredentialFields({
  data,
  id,
  secret,
  fallback,
}: {
  data: AdminSettings;
  id: { name: string; label: string; autoComplete?: string };
  secret: { name: keyof AdminSettings["secrets"]; label: string };
  /** What applies while no secret is saved. */
  fallback?: string;
}) {
  return (
    <div className={s.fieldRow}>
      <FormTextField name={id.name} label={id.label} autoComplete={id.autoComplete} />
      <SecretField name={secret.name} label={secret.label} isSet={data.secrets[secret.name].set} fallback={fallback} />
    </div>
  );
}

/**
 * The kit's NumberField bound to the surrounding form (whole numbers). Inside a settings tab its
 * bounds are the tab schema's, the ones the server checks; given ones win (a bound known only at
 * run time).
 */
export function FormNumberField({
  name,
  label,
  description,
  minValue,
  maxValue,
  unit,
}: {
  name: string;
  label: string;
  description?: string;
  minValue?: number;
  maxValue?: number;
  unit?: string;
}) {
  const { field, fieldState } = useController({ name });
  const bounds = numberBounds(useContext(TabSchema), name);
  return (
    <NumberField
      name={field.name}
      label={unit ? `${label} (${unit})` : label}
      description={description}
      minValue={minValue ?? bounds.minValue}
      maxValue={maxValue ?? bounds.maxValue}
      step={1}
      value={typeof field.value === "number" ? field.value : Number.NaN}
      onChange={(value) => field.onChange(Number.isNaN(value) ? undefined : Math.round(value))}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
    />
  );
}

/** A read-only list of what the deployment's environment fixes. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className={s.facts}>
      {items.map((item) => (
        <div key={item.label} style={{ display: "contents" }}>
          <dt className={s.factLabel}>{item.label}</dt>
          <dd className={s.factValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Callout({ children }: { children: ReactNode }) {
  return (
    <div className={s.callout}>
      <InfoIcon className={s.calloutIcon} size={16} />
      <div>{children}</div>
    </div>
  );
}

export function Code({ children }: { children: ReactNode }) {
  return <code className={s.code}>{children}</code>;
}

/** A switch with an explanation under it (the kit's Switch has a label only). */
export function SwitchField({ name, label, description }: { name: string; label: string; description?: string }) {
  const id = `${name.replace(/\W/g, "-")}-description`;
  return (
    <div className={s.switchField}>
      <FormSwitch name={name} aria-describedby={description ? id : undefined}>
        {label}
      </FormSwitch>
      {description ? (
        <p id={id} className={s.switchDescription}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
