import type { AppRouter } from "@backbeat/api/types";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { Cover } from "../catalogue/Cover.tsx";
import { formatTime } from "../player/format.ts";
import { HeartFilledGlyph, NextGlyph, PlayGlyph, PrevGlyph, ShareGlyph } from "../player/icons.tsx";
import * as s from "./landing-art.css.ts";

type Content = inferRouterOutputs<AppRouter>["catalogue"]["channel"]["content"];

/** A piece of the catalogue the pictures show: its cover, its name and who made it. */
export interface Pick {
  key: string;
  image: string | null;
  title: string;
  by: string;
  seconds: number;
}

/** Covers from the landing channel (every row of a channel of channels), albums and tracks first. */
export function picksOf(content: Content): Pick[] {
  const out: Pick[] = [];
  const add = (c: Exclude<Content, { type: "channel" }>) => {
    if (c.type === "album")
      for (const a of c.items)
        out.push({
          key: `a${a.id}`,
          image: a.image,
          title: a.name,
          by: a.artists.map((x) => x.name).join(", "),
          seconds: 0,
        });
    if (c.type === "track")
      for (const tr of c.items)
        out.push({
          key: `t${tr.id}`,
          image: tr.image ?? tr.album?.image ?? null,
          title: tr.name,
          by: tr.artists.map((x) => x.name).join(", "),
          seconds: Math.round(tr.duration_ms / 1000),
        });
  };
  if (content.type === "channel") for (const child of content.items) add(child.content);
  else add(content);
  // One picture per cover: the same album can come through several rows.
  const seen = new Set<string>();
  return out.filter((p) => {
    const id = p.image ?? p.key;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The same query as the landing channel row, so the page asks for its music once. */
export function useLandingPicks(slug: string): Pick[] {
  const trpc = useTRPC();
  const channel = useQuery({ ...trpc.catalogue.channel.queryOptions({ slugOrId: slug, limit: 12 }), retry: false });
  return channel.data ? picksOf(channel.data.content) : [];
}

const at = (picks: Pick[], i: number): Pick | undefined => (picks.length ? picks[i % picks.length] : undefined);

/**
 * The hero's right half: covers of the catalogue fanned behind a "now playing" card drawn with
 * the player's own cover, glyphs and time format. A picture: nothing in it is a control.
 */
export function HeroShowcase({ slug }: { slug: string }) {
  const picks = useLandingPicks(slug);
  const now = at(picks, 0);
  const seconds = now?.seconds || 214;
  return (
    <div className={s.showcase} aria-hidden data-testid="landing-showcase">
      <Cover src={at(picks, 1)?.image} className={s.fanBack} />
      <Cover src={at(picks, 2)?.image} className={s.fanMiddle} />
      <div className={s.nowPlaying}>
        <div className={s.nowHead}>
          <Cover src={now?.image} size={64} />
          <span className={s.nowText}>
            <span className={s.nowLabel}>{t("Now playing")}</span>
            <span className={s.nowTitle}>{now?.title ?? "\u00a0"}</span>
            <span className={s.nowArtist}>{now?.by ?? "\u00a0"}</span>
          </span>
          <HeartFilledGlyph size={20} className={s.heart} />
        </div>
        <div className={s.progress}>
          <span className={s.time}>{formatTime(seconds * 0.42)}</span>
          <span className={s.track}>
            <span className={s.fill} />
          </span>
          <span className={s.time}>{formatTime(seconds)}</span>
        </div>
        <div className={s.controls}>
          <PrevGlyph size={20} />
          <span className={s.play}>
            <PlayGlyph size={22} />
          </span>
          <NextGlyph size={20} />
        </div>
        <ul className={s.upNext}>
          {[3, 4].map((i) => {
            const next = at(picks, i);
            return (
              <li key={i} className={s.row}>
                <Cover src={next?.image} size={36} />
                <span className={s.rowText}>
                  <span className={s.strong}>{next?.title ?? "\u00a0"}</span>
                  <span className={s.muted}>{next?.by ?? "\u00a0"}</span>
                </span>
                <span className={s.muted}>{next?.seconds ? formatTime(next.seconds) : ""}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/**
 * The default feature cards' pictures, one per card in order: a wall of covers (everything in one
 * place), saved tracks (your library) and an embedded player (sharing).
 */
export function FeatureArt({ slug, index }: { slug: string; index: number }) {
  const picks = useLandingPicks(slug);
  const kind = index % 3;
  return (
    <div className={s.art} aria-hidden data-testid="landing-feature-art">
      {kind === 0 ? (
        <div className={s.mosaic}>
          {Array.from({ length: 12 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a picture's tiles have no identity
            <Cover key={i} src={at(picks, i + 5)?.image} />
          ))}
        </div>
      ) : kind === 1 ? (
        <ul className={s.list}>
          {[0, 1, 2].map((i) => {
            const pick = at(picks, i + 2);
            return (
              <li key={i} className={s.listRow}>
                <Cover src={pick?.image} size={30} />
                <span className={s.rowText}>
                  <span className={s.strong}>{pick?.title ?? "\u00a0"}</span>
                  <span className={s.muted}>{pick?.by ?? "\u00a0"}</span>
                </span>
                <HeartFilledGlyph size={16} className={s.heart} />
              </li>
            );
          })}
        </ul>
      ) : (
        <div className={s.embed}>
          <Cover src={at(picks, 6)?.image} size={56} />
          <span className={s.rowText}>
            <span className={s.strong}>{at(picks, 6)?.title ?? "\u00a0"}</span>
            <span className={s.muted}>{at(picks, 6)?.by ?? "\u00a0"}</span>
          </span>
          <ShareGlyph size={18} />
          <span className={s.embedPlay}>
            <PlayGlyph size={16} />
          </span>
        </div>
      )}
    </div>
  );
}
