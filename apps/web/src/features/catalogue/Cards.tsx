import { IconButton } from "@backbeat/ui/IconButton";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { playAlbum, playArtist, playPlaylist, playRadio } from "../player/actions.ts";
import { hueOf } from "../player/format.ts";
import { PlayGlyph } from "../player/icons.tsx";
import type { AlbumItem, ArtistItem, PlaylistItem } from "../player/types.ts";
import { Cover, PlaylistCover } from "./Cover.tsx";
import * as s from "./catalogue.css.ts";

function CardPlay({ label, onPlay }: { label: string; onPlay: () => void }) {
  return (
    <IconButton
      unstyled
      className={`${s.bigPlay} ${s.cardPlay}`}
      aria-label={label}
      onPress={onPlay}
      // The card is a link; pressing play must not navigate.
      onClick={(e: React.MouseEvent) => e.preventDefault()}
    >
      <PlayGlyph />
    </IconButton>
  );
}

export function AlbumCard({ album }: { album: AlbumItem }) {
  const year = album.release_date?.slice(0, 4);
  return (
    <Link to={links.album(album)} className={s.card} data-testid="album-card">
      <div className={s.cardArt}>
        <Cover src={album.image} raster={{ kind: "album", id: album.id }} className={s.cardImage} />
        <CardPlay label={t("Play :name", { name: album.name })} onPlay={() => void playAlbum(album.id)} />
      </div>
      <span className={s.cardTitle}>{album.name}</span>
      <span className={s.cardSub}>
        {[year, album.artists.map((a) => a.name).join(", ")].filter(Boolean).join(" • ")}
      </span>
    </Link>
  );
}

export function ArtistCard({ artist }: { artist: ArtistItem }) {
  return (
    <Link to={links.artist(artist)} className={s.card} data-testid="artist-card">
      <div className={s.cardArt}>
        <Cover src={artist.image} raster={{ kind: "artist", id: artist.id }} round className={s.cardImage} />
        <CardPlay label={t("Play :name", { name: artist.name })} onPlay={() => void playArtist(artist.id)} />
      </div>
      <span className={s.cardTitle}>{artist.name}</span>
      <span className={s.cardSub}>{t("Artist")}</span>
    </Link>
  );
}

export function PlaylistCard({ playlist }: { playlist: PlaylistItem }) {
  return (
    <Link to={links.playlist(playlist)} className={s.card} data-testid="playlist-card">
      <div className={s.cardArt}>
        <PlaylistCover image={playlist.image} covers={playlist.covers} className={s.cardImage} />
        <CardPlay
          label={t("Play :name", { name: playlist.name })}
          onPlay={() => void playPlaylist(playlist.id, 0, playlist.name)}
        />
      </div>
      <span className={s.cardTitle}>{playlist.name}</span>
      <span className={s.cardSub}>{playlist.description || t("By :name", { name: playlist.owner.name })}</span>
    </Link>
  );
}

export function GenreCard({
  genre,
}: {
  genre: { id: number; name: string; display_name: string; image: string | null };
}) {
  const hue = hueOf(genre.id * 7 + 3);
  return (
    <Link
      to={links.genre(genre)}
      className={s.genreCard}
      style={{ background: `linear-gradient(135deg, hsl(${hue} 62% 42%), hsl(${(hue + 40) % 360} 70% 30%))` }}
      data-testid="genre-card"
    >
      {genre.display_name}
      {genre.image ? <img src={genre.image} alt="" className={s.genreArt} loading="lazy" /> : null}
    </Link>
  );
}

export function RadioCard({
  type,
  item,
  image,
}: {
  type: "artist" | "album" | "track" | "genre";
  item: { id: number; name: string };
  image: string | null;
}) {
  return (
    <Link to={links.radio(type, item)} className={s.card}>
      <div className={s.cardArt}>
        <Cover src={image} className={s.cardImage} />
        <CardPlay label={t("Play :name radio", { name: item.name })} onPlay={() => void playRadio(type, item.id)} />
      </div>
      <span className={s.cardTitle}>{t(":name radio", { name: item.name })}</span>
      <span className={s.cardSub}>{t("A station that never ends")}</span>
    </Link>
  );
}

export function Shelf({
  title,
  href,
  layout = "carousel",
  children,
  testId,
}: {
  title?: string;
  href?: string;
  layout?: "carousel" | "grid";
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={s.section} data-testid={testId}>
      {title ? (
        <div className={s.sectionHead}>
          {href ? (
            <Link to={href} className={s.sectionTitle}>
              <h2 className={s.sectionTitle}>{title}</h2>
            </Link>
          ) : (
            <h2 className={s.sectionTitle}>{title}</h2>
          )}
          {href ? (
            <Link to={href} className={s.sectionLink}>
              {t("Show all")}
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className={layout === "grid" ? s.grid : s.carousel}>{children}</div>
    </section>
  );
}
