import type { AppRouter, BootstrapData } from "@backbeat/api/types";
import { profileUpdateInput } from "@backbeat/core/schemas";
import { Radio } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { AppForm, FormRadioGroup, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "./settings.css.ts";

type AccountUser = inferRouterOutputs<AppRouter>["account"]["me"];

/** The formats a user may download tracks in (docs/spec/2-product-areas.md §3 `download_as`, §9: MP3 by default, or FLAC). */
export const DOWNLOAD_FORMATS = [
  { value: "mp3", label: "MP3" },
  { value: "lossless", label: "FLAC" },
] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number]["value"];

export const DOWNLOADS_SECTION = { id: "downloads", label: "Downloads" } as const;

/** The panel shows while downloads are enabled in the player settings (on unless turned off). */
export function downloadsEnabled(settings: BootstrapData["settings"]): boolean {
  return (settings.player as { enable_download?: boolean } | undefined)?.enable_download !== false;
}

function asFormat(value: string | null | undefined): DownloadFormat {
  return value === "lossless" ? "lossless" : "mp3";
}

/** Account settings panel: the format the user's track downloads come in. */
export function DownloadFormatSection({ user }: { user: Pick<AccountUser, "id" | "download_as"> }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useSchemaForm(profileUpdateInput, { download_as: asFormat(user.download_as) });
  const update = useMutation(
    trpc.account.update.mutationOptions({
      onSuccess: () => {
        toast("Download format saved");
        void queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() });
      },
    }),
  );
  return (
    <section
      id={DOWNLOADS_SECTION.id}
      className={s.panel}
      aria-labelledby={`${DOWNLOADS_SECTION.id}-title`}
      data-testid="download-format"
    >
      <h2 id={`${DOWNLOADS_SECTION.id}-title`} className={s.panelTitle}>
        {t("Download format")}
      </h2>
      <p className={s.panelText}>{t("Tracks you download come in this format.")}</p>
      <AppForm form={form} onSubmit={({ download_as }) => update.mutateAsync({ id: user.id, values: { download_as } })}>
        <FormRadioGroup name="download_as" label={t("Download tracks as")} orientation="horizontal">
          {DOWNLOAD_FORMATS.map((f) => (
            <Radio key={f.value} value={f.value}>
              {f.label}
            </Radio>
          ))}
        </FormRadioGroup>
        <div className={s.actions}>
          <SubmitButton>{t("Save")}</SubmitButton>
        </div>
      </AppForm>
    </section>
  );
}
