import { shareUnlockInput } from "@backbeat/core/schemas";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { ActionBar, BigPlay } from "@/features/catalogue/ActionBar.tsx";
import { Cover, HERO_SIZES } from "@/features/catalogue/Cover.tsx";
import * as c from "@/features/catalogue/catalogue.css.ts";
import { Dot, Hero } from "@/features/catalogue/Hero.tsx";
import { PageError, PageSkeleton } from "@/features/catalogue/PageState.tsx";
import { TrackList } from "@/features/catalogue/TrackList.tsx";
import { downloadUrl, listenThroughShare } from "@/features/player/client.ts";
import { counted, formatLength } from "@/features/player/format.ts";
import { playQueue } from "@/features/player/store.ts";
import { AppForm, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "./shares.css.ts";

/** The unlock key lives as long as the tab: a new tab asks for the password again. */
const keyStore = (token: string) => `backbeat:share-key:${token}`;

function readKey(token: string): string | undefined {
  try {
    return sessionStorage.getItem(keyStore(token)) ?? undefined;
  } catch {
    return undefined;
  }
}

function LockGlyph() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </svg>
  );
}

function PasswordGate({ token, onUnlocked }: { token: string; onUnlocked: (key: string) => void }) {
  const trpc = useTRPC();
  const unlock = useMutation(trpc.shares.unlock.mutationOptions());
  const form = useSchemaForm(shareUnlockInput, { token, password: "" });
  return (
    <div className={s.gate} data-testid="share-password">
      <span className={s.gateIcon}>
        <LockGlyph />
      </span>
      <h1 className={s.gateTitle}>{t("This link is password protected")}</h1>
      <p className={s.hint}>{t("Enter the password you were given to listen.")}</p>
      <AppForm
        form={form}
        className={s.gateForm}
        onSubmit={async (values) => {
          const { key } = await unlock.mutateAsync(values);
          try {
            sessionStorage.setItem(keyStore(token), key);
          } catch {
            // Private browsing without storage: the key still holds for this page.
          }
          onUnlocked(key);
        }}
      >
        <FormTextField name="password" label={t("Password")} type="password" autoFocus isRequired maxLength={128} />
        <SubmitButton>{t("Continue")}</SubmitButton>
      </AppForm>
    </div>
  );
}

function DownloadGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const KINDS = {
  track: () => t("Shared track"),
  album: () => t("Shared album"),
  playlist: () => t("Shared playlist"),
  artist: () => t("Shared artist"),
};

/** `/s/:token`: a shared item that plays for anyone holding the link, signed in or not. */
export function SharePage() {
  const token = useParams().token ?? "";
  const trpc = useTRPC();
  const [key, setKey] = useState(() => readKey(token));
  // Each opening is a visit: the page asks once, not again on focus or remount.
  const query = useQuery({
    ...trpc.shares.open.queryOptions({ token, ...(key ? { key } : {}) }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const item = query.data && !query.data.locked ? query.data.item : null;
  useEffect(() => {
    if (item)
      listenThroughShare(
        { share: token, ...(key ? { share_key: key } : {}) },
        item.tracks.map((tr) => tr.id),
      );
  }, [item, token, key]);
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return <PageSkeleton />;
  if (!item) return <PasswordGate token={token} onUnlocked={setKey} />;
  const context = { type: "queue" as const, id: `share-${item.type}-${item.id}`, name: item.name };
  const raster = item.type === "playlist" ? undefined : { kind: item.type, id: item.id };
  return (
    <div data-testid="share-page">
      <Hero
        hueSeed={item.id * 5 + 2}
        art={
          <Cover
            src={item.image ?? item.tracks[0]?.image ?? item.tracks[0]?.album?.image}
            raster={raster}
            sizes={HERO_SIZES}
            round={item.type === "artist"}
            className={c.heroArt}
          />
        }
        kind={KINDS[item.type]()}
        title={item.name}
        meta={
          <>
            {item.byline ? (
              <>
                <span>{item.byline}</span>
                <Dot />
              </>
            ) : null}
            <span>
              {t("{count, plural, one {:number song} other {:number songs}}", counted(item.tracks_count))},{" "}
              {formatLength(item.duration_ms)}
            </span>
          </>
        }
      />
      <ActionBar>
        <BigPlay
          contextType="queue"
          contextId={context.id}
          label={t("Play :name", { name: item.name })}
          onPlay={() => playQueue(item.tracks, 0, context)}
        />
        {item.downloadable && item.type === "track" && item.tracks[0] ? (
          <a href={downloadUrl(item.tracks[0].id)} className={s.downloadLink} download>
            <DownloadGlyph /> {t("Download")}
          </a>
        ) : null}
      </ActionBar>
      {item.tracks.length ? (
        <TrackList
          tracks={item.tracks}
          label={item.name}
          numbering={item.type === "album" ? "track" : "index"}
          showCover={item.type !== "album"}
          context={context}
        />
      ) : (
        <p className={s.hint}>{t("Nothing here can be played right now.")}</p>
      )}
      {item.downloadable && item.type !== "track" && item.tracks.length ? (
        <section className={s.downloads} aria-labelledby="share-downloads">
          <h2 id="share-downloads" className={s.sectionTitle}>
            {t("Downloads")}
          </h2>
          <ul className={s.downloadList}>
            {item.tracks.map((tr) => (
              <li key={tr.id}>
                <a href={downloadUrl(tr.id)} className={s.downloadLink} download>
                  <DownloadGlyph /> {tr.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.expires_at ? (
        <p className={s.note} style={{ marginTop: 24 }}>
          {t("This link expires on :date.", { date: new Date(item.expires_at).toLocaleString() })}
        </p>
      ) : null}
    </div>
  );
}

export { SharePage as Component };
