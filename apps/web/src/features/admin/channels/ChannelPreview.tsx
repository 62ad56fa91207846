import { channelPreviewInput } from "@backbeat/core/schemas";
import { EmptyState, Skeleton, Spinner, TextField } from "@backbeat/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ChannelItems } from "@/features/catalogue/ChannelView.tsx";
import * as cat from "@/features/catalogue/catalogue.css.ts";
import { ScrollContext } from "@/features/player-shell/scroll.ts";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "./channels.css.ts";

/** Waits until the value has stopped changing for a moment, so typing is not a request per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const json = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(json) as T), ms);
    return () => clearTimeout(timer);
  }, [json, ms]);
  return settled;
}

/**
 * The channel as the web player will render it, from the form as it is now (nothing is saved):
 * the player's own channel components, fed by `admin.channels.preview`.
 */
export function ChannelPreview({ draft }: { draft: Record<string, unknown> }) {
  const trpc = useTRPC();
  // A channel that takes its genre from the page address is previewed for a genre typed here.
  const byAddress = draft.restriction === "genre";
  const [sample, setSample] = useState("");
  const settled = useSettled({ ...draft, restriction_value: byAddress && sample.trim() ? sample.trim() : null }, 350);
  const parsed = channelPreviewInput.safeParse(settled);
  const input = parsed.success ? parsed.data : null;
  const preview = useQuery({
    ...trpc.admin.channels.preview.queryOptions(
      input ?? channelPreviewInput.parse({ name: "", content_type: "track" }),
    ),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
  const scroll = useRef<HTMLDivElement>(null);
  const data = preview.data;
  const channel = data?.channel;

  return (
    <section className={s.previewPanel} aria-labelledby="channel-preview-title" data-testid="channel-preview">
      <div className={s.previewHead}>
        <h2 id="channel-preview-title" className={s.previewTitle}>
          {t("Live preview")}
        </h2>
        {preview.isFetching ? <Spinner size={16} aria-label={t("Updating preview")} /> : null}
        <span className={s.previewNote}>{t("As listeners will see it once saved")}</span>
        {byAddress ? (
          <TextField
            className={s.previewGenre}
            label={t("Genre in the address")}
            placeholder={t("e.g. rock")}
            value={sample}
            onChange={setSample}
            maxLength={100}
            size="sm"
          />
        ) : null}
      </div>
      <div ref={scroll} className={s.previewBody}>
        <ScrollContext.Provider value={scroll}>
          {!input ? (
            <EmptyState title={t("Fix the form to see the preview")} message={t("Some fields are not valid yet.")} />
          ) : !data ? (
            <div className={s.previewSkeleton}>
              <Skeleton width={200} height={24} />
              <div className={s.previewSkeletonRow}>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} width={140} height={140} />
                ))}
              </div>
            </div>
          ) : (
            <div className={s.previewPage}>
              {channel && !channel.hide_title && channel.content_type !== "channel" ? (
                <>
                  <h3 className={s.previewChannelTitle}>{channel.name || t("Untitled channel")}</h3>
                  {channel.description ? <p className={cat.muted}>{channel.description}</p> : null}
                </>
              ) : null}
              {data.notice ? (
                <EmptyState title={t("Nothing to show yet")} message={t(data.notice)} />
              ) : data.content.items.length === 0 ? (
                <EmptyState
                  title={t("Nothing to show yet")}
                  message={
                    channel?.content_type === "channel"
                      ? t("Add channels to build this page.")
                      : t("This channel has no items yet, or none that listeners can see.")
                  }
                />
              ) : data.content.type === "channel" ? (
                data.content.items
                  .filter((c) => c.content.items.length > 0)
                  .map((c) => (
                    <section key={c.id} className={cat.section}>
                      {!c.hide_title ? (
                        <div className={cat.sectionHead}>
                          <h3 className={cat.sectionTitle}>{t(c.name)}</h3>
                        </div>
                      ) : null}
                      <ChannelItems content={c.content} layout={c.layout} name={t(c.name)} />
                    </section>
                  ))
              ) : (
                <ChannelItems content={data.content} layout={data.channel.layout} name={data.channel.name} />
              )}
            </div>
          )}
        </ScrollContext.Provider>
      </div>
    </section>
  );
}
