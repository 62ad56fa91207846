import { Menu, MenuItem, MenuTrigger } from "@backbeat/ui";
import { IconButton } from "@backbeat/ui/IconButton";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { openShareDialog } from "@/features/shares/open-share-dialog.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdSlot } from "../ads/AdSlot.tsx";
import * as ad from "../ads/ad-slot.css.ts";
import { LikeButton } from "../library/LikeButton.tsx";
import { DownloadButton } from "../offline/DownloadButton.tsx";
import { playRadio, queueLater, queueNext } from "../player/actions.ts";
import { counted, formatLength } from "../player/format.ts";
import { MoreGlyph } from "../player/icons.tsx";
import { useRadioShown } from "../player/radio-setting.ts";
import { playQueue } from "../player/store.ts";
import { ActionBar, BigPlay } from "./ActionBar.tsx";
import { AlbumCard, Shelf } from "./Cards.tsx";
import { Cover, HERO_SIZES } from "./Cover.tsx";
import * as s from "./catalogue.css.ts";
import { Dot, Hero } from "./Hero.tsx";
import { PageError, PageSkeleton } from "./PageState.tsx";
import { TrackList } from "./TrackList.tsx";

export function AlbumPage() {
  const id = Number(useParams().albumId);
  const trpc = useTRPC();
  const query = useQuery(trpc.catalogue.album.queryOptions({ id }));
  const radio = useRadioShown();
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return <PageSkeleton />;
  const { album, tracks, moreByArtist } = query.data;
  const context = { type: "album" as const, id: album.id, name: album.name };
  const embed = `${location.origin}${links.album(album)}/embed`;
  return (
    <div data-testid="album-page">
      <Hero
        hueSeed={album.id * 3 + 1}
        art={
          <Cover src={album.image} raster={{ kind: "album", id: album.id }} sizes={HERO_SIZES} className={s.heroArt} />
        }
        kind={album.record_type === "EP" ? t("EP") : t("Album")}
        title={album.name}
        meta={
          <>
            <span>
              {album.artists.map((a, i) => (
                <span key={a.id}>
                  {i ? ", " : null}
                  <Link to={links.artist(a)}>{a.name}</Link>
                </span>
              ))}
            </span>
            {album.release_date ? (
              <>
                <Dot />
                <span>{album.release_date.slice(0, 4)}</span>
              </>
            ) : null}
            <Dot />
            <span>
              {t("{count, plural, one {:number song} other {:number songs}}", counted(album.tracks_count))},{" "}
              {formatLength(album.duration_ms)}
            </span>
          </>
        }
      />
      <ActionBar>
        <BigPlay
          contextType="album"
          contextId={album.id}
          label={t("Play :name", { name: album.name })}
          onPlay={() => playQueue(tracks, 0, context)}
        />
        <LikeButton type="album" id={album.id} size="lg" />
        <DownloadButton
          source={{
            kind: "album",
            id: album.id,
            name: album.name,
            href: links.album(album),
            image: album.image,
            tracks: async () => tracks,
          }}
        />
        <MenuTrigger>
          <IconButton unstyled className={s.iconAction} aria-label={t("More options")}>
            <MoreGlyph />
          </IconButton>
          <Menu>
            <MenuItem onAction={() => queueNext(tracks)}>{t("Play next")}</MenuItem>
            <MenuItem onAction={() => queueLater(tracks)}>{t("Add to queue")}</MenuItem>
            {radio ? (
              <MenuItem onAction={() => void playRadio("album", album.id)}>{t("Go to album radio")}</MenuItem>
            ) : null}
            <MenuItem
              onAction={async () => {
                await navigator.clipboard?.writeText(`${location.origin}${links.album(album)}`).catch(() => {});
                toast("Link copied to clipboard");
              }}
            >
              {t("Copy link")}
            </MenuItem>
            <MenuItem
              onAction={() =>
                void openShareDialog({ type: "album", id: album.id, name: album.name, path: links.album(album) })
              }
            >
              {t("Share")}
            </MenuItem>
            <MenuItem
              onAction={async () => {
                await navigator.clipboard
                  ?.writeText(
                    `<iframe src="${embed}" width="100%" height="380" frameborder="0" allow="autoplay; encrypted-media"></iframe>`,
                  )
                  .catch(() => {});
                toast("Embed code copied");
              }}
            >
              {t("Copy embed code")}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </ActionBar>
      <AdSlot slot="album_above" className={ad.placed} />
      <TrackList tracks={tracks} label={album.name} numbering="track" showCover={false} showPlays context={context} />
      {album.description ? (
        <p className={s.prose} style={{ marginTop: 24 }}>
          {album.description}
        </p>
      ) : null}
      {album.tags.length || album.genres.length ? (
        <div className={s.chips} style={{ marginTop: 16 }}>
          {album.genres.map((g) => (
            <Link key={g.name} to={links.genre(g)} className={s.chip}>
              {g.display_name}
            </Link>
          ))}
          {album.tags.map((tag) => (
            <Link key={tag.name} to={links.tag(tag)} className={s.chip}>
              #{tag.display_name}
            </Link>
          ))}
        </div>
      ) : null}
      {moreByArtist.length && album.artists[0] ? (
        <Shelf title={t("More by :name", { name: album.artists[0].name })} href={links.artist(album.artists[0])}>
          {moreByArtist.map((a) => (
            <AlbumCard key={a.id} album={a} />
          ))}
        </Shelf>
      ) : null}
    </div>
  );
}

export { AlbumPage as Component };
