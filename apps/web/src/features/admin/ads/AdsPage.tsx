import { AD_SLOTS, type AdSlotConfig, type AdSlotName, adSlotInput } from "@backbeat/core/schemas";
import { Badge, Radio, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { AdView } from "@/features/ads/AdSlot.tsx";
import * as slotStyles from "@/features/ads/ad-slot.css.ts";
import { updateBootstrap } from "@/global/bootstrap-store.ts";
import {
  AppForm,
  FormRadioGroup,
  FormSwitch,
  FormTextArea,
  FormTextField,
  SubmitButton,
  useSchemaForm,
} from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage } from "../AdminPage.tsx";
import { guardedPage } from "../guarded-page.tsx";
import { AdImageUpload } from "./AdImageUpload.tsx";
import * as s from "./ads.css.ts";

/** Where each slot shows (description) and the box it gets (label), docs/spec/2-product-areas.md §9. */
const SLOT_INFO: Record<AdSlotName, { title: string; description: string; label: string }> = {
  general_top: { title: "General top", description: "Top of most pages", label: "Up to 150 px high" },
  general_bottom: { title: "General bottom", description: "Bottom of most pages", label: "Up to 150 px high" },
  artist_top: { title: "Artist top", description: "Artist page, below the header", label: "Up to 1000 px wide" },
  artist_bottom: {
    title: "Artist bottom",
    description: "Artist page, below similar artists",
    label: "Up to 430 px wide",
  },
  album_above: { title: "Album", description: "Album page, above the track list", label: "Full width" },
};

/** docs/spec/2-product-areas.md §2 "ads" (settings.update): the five ad slots, each with its code or image. */
export const AdsPage = guardedPage("settings.update", Ads);

function Ads() {
  const trpc = useTRPC();
  const slots = useQuery(trpc.admin.ads.list.queryOptions());
  return (
    <AdminPage
      title={t("Ads")}
      description={t(
        "Paste an ad network's code or use an image with a link. Each slot keeps its size, so pages never jump when an ad loads.",
      )}
      testId="admin-ads"
    >
      <div className={s.cards}>
        {slots.data
          ? slots.data.map(({ slot, config }) => <SlotCard key={slot} slot={slot} config={config} />)
          : AD_SLOTS.map((slot) => <Skeleton key={slot} height={260} />)}
      </div>
    </AdminPage>
  );
}

function SlotCard({ slot, config }: { slot: AdSlotName; config: AdSlotConfig }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const info = SLOT_INFO[slot];
  const form = useSchemaForm(adSlotInput, { slot, ...config });
  const live = useWatch({ control: form.control }) as AdSlotConfig;
  const save = useMutation(
    trpc.admin.ads.save.mutationOptions({
      onSuccess: (saved) => {
        toast("Saved the :slot slot", { values: { slot: t(info.title) } });
        form.reset({ slot, ...saved.config });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.ads.list.queryKey() });
        // Pages read ads from the bootstrap data; this tab shows the change without a reload.
        updateBootstrap((data) => ({
          ...data,
          settings: {
            ...data.settings,
            ads: { ...(data.settings.ads as object | undefined), [slot]: saved.config },
          },
        }));
      },
    }),
  );
  const ready = live.kind === "image" ? Boolean(live.image) : Boolean(live.code);

  return (
    <AppForm form={form} onSubmit={(values) => save.mutateAsync(values)}>
      <section className={s.card} data-testid={`ad-slot-${slot}`} aria-labelledby={`ad-${slot}`}>
        <div className={s.fields}>
          <div className={s.head}>
            <div>
              <h2 className={s.name} id={`ad-${slot}`}>
                {t(info.title)}
              </h2>
              <p className={s.where}>
                {t(info.description)} · {t(info.label)} · <span className={s.slotKey}>ads.{slot}</span>
              </p>
            </div>
            {config.enabled ? <Badge tone="positive">{t("Live")}</Badge> : <Badge>{t("Off")}</Badge>}
          </div>
          <FormSwitch name="enabled">{t("Show this ad")}</FormSwitch>
          <FormRadioGroup name="kind" label={t("Ad type")} orientation="horizontal">
            <Radio value="code">{t("Ad code")}</Radio>
            <Radio value="image">{t("Image")}</Radio>
          </FormRadioGroup>
          {live.kind === "code" ? (
            <FormTextArea
              name="code"
              label={t("Ad code")}
              description={t("The snippet from your ad network. It runs in a sandboxed frame.")}
              rows={6}
              className={s.code}
            />
          ) : (
            <>
              <div className={s.imageRow}>
                <FormTextField
                  name="image"
                  label={t("Image address")}
                  description={t("Upload an image, or use an https address.")}
                  placeholder="https://"
                />
                <div className={s.uploadButton}>
                  <AdImageUpload />
                </div>
              </div>
              <FormTextField name="link" label={t("Link")} placeholder="https://" />
            </>
          )}
          <FormTextField
            name="description"
            label={t("Description")}
            description={t("For your records, and read aloud to screen readers.")}
          />
          <div className={s.actions}>
            <SubmitButton>{t("Save slot")}</SubmitButton>
          </div>
        </div>
        <div className={s.previewColumn}>
          <div className={s.previewLabel}>
            <span>{t("Preview")}</span>
            <span>{t(info.label)}</span>
          </div>
          <div className={s.stage}>
            {ready ? (
              <AdView slot={slot} config={live} />
            ) : (
              <div className={`${slotStyles.slot} ${slotStyles.size[slot]}`}>
                <div className={s.placeholder}>
                  {live.kind === "image" ? t("Add an image to preview it here") : t("Paste ad code to preview it here")}
                </div>
              </div>
            )}
          </div>
        </div>
      </section>
    </AppForm>
  );
}
