import type { AppRouter } from "@backbeat/api/types";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { Cover, PlaylistCover } from "../catalogue/Cover.tsx";
import * as s from "./landing.css.ts";

type Content = inferRouterOutputs<AppRouter>["catalogue"]["channel"]["content"];
type ItemContent = Exclude<Content, { type: "channel" }>;

interface Tile {
  key: string;
  to: string;
  title: string;
  subtitle: string;
  art: React.ReactNode;
}

const TILES = 12;

function tiles(content: ItemContent): Tile[] {
  switch (content.type) {
    case "album":
      return content.items.map((a) => ({
        key: `album-${a.id}`,
        to: links.album(a),
        title: a.name,
        subtitle: a.artists.map((x) => x.name).join(", "),
        art: <Cover src={a.image} className={s.tileArt} />,
      }));
    case "artist":
      return content.items.map((a) => ({
        key: `artist-${a.id}`,
        to: links.artist(a),
        title: a.name,
        subtitle: t("Artist"),
        art: <Cover src={a.image} round className={s.tileArt} />,
      }));
    case "playlist":
      return content.items.map((p) => ({
        key: `playlist-${p.id}`,
        to: links.playlist(p),
        title: p.name,
        subtitle: p.owner.name,
        art: <PlaylistCover image={p.image} covers={p.covers} className={s.tileArt} />,
      }));
    case "track":
      return content.items.map((tr) => ({
        key: `track-${tr.id}`,
        to: links.track(tr),
        title: tr.name,
        subtitle: tr.artists.map((x) => x.name).join(", "),
        art: <Cover src={tr.image ?? tr.album?.image} className={s.tileArt} />,
      }));
    case "genre":
      return content.items.map((g) => ({
        key: `genre-${g.id}`,
        to: links.genre(g),
        title: g.display_name,
        subtitle: t("Genre"),
        art: <Cover src={g.image} className={s.tileArt} />,
      }));
  }
}

/** A channel of channels shows its first one with music in it: the landing page has room for one row. */
function firstFilled(content: Content): { name: string | null; slug: string | null; content: ItemContent } | null {
  if (content.type !== "channel") return content.items.length ? { name: null, slug: null, content } : null;
  const child = content.items.find((c) => c.content.items.length > 0);
  return child ? { name: child.name, slug: child.slug, content: child.content } : null;
}

/** The channel the landing settings name, as a row of covers linking into the player. */
export function LandingChannel({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const channel = useQuery({
    ...trpc.catalogue.channel.queryOptions({ slugOrId: slug, limit: TILES }),
    retry: false,
  });
  if (channel.isError) return null;
  const shown = channel.data ? firstFilled(channel.data.content) : null;
  if (channel.data && !shown) return null;
  const items = shown ? tiles(shown.content).slice(0, TILES) : [];
  return (
    <section className={s.band} aria-labelledby="landing-channel-title" data-testid="landing-channel">
      <div className={s.bandInner}>
        <div className={s.sectionHead}>
          <h2 id="landing-channel-title" className={s.sectionTitle}>
            {shown?.name ?? channel.data?.channel.title ?? t("Listen now")}
          </h2>
          <Link to={`/channel/${shown?.slug ?? channel.data?.channel.slug ?? slug}`} className={s.sectionLink}>
            {t("Show all")}
          </Link>
        </div>
        <ul className={s.tiles}>
          {channel.data
            ? items.map((tile) => (
                <li key={tile.key}>
                  <Link to={tile.to} className={s.tile}>
                    {tile.art}
                    <span className={s.tileTitle}>{tile.title}</span>
                    <span className={s.tileSubtitle}>{tile.subtitle}</span>
                  </Link>
                </li>
              ))
            : Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={i} className={s.tilePlaceholder} aria-hidden />
              ))}
        </ul>
      </div>
    </section>
  );
}
