import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "react-aria-components";
import { Link, useParams } from "react-router";
import { openShareDialog } from "@/features/shares/open-share-dialog.ts";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdSlot } from "../ads/AdSlot.tsx";
import * as ad from "../ads/ad-slot.css.ts";
import { LikeButton } from "../library/LikeButton.tsx";
import { useIsFollowing, useLibraryActions } from "../library/useLibrary.ts";
import { playArtist, playRadio } from "../player/actions.ts";
import { counted } from "../player/format.ts";
import { RadioGlyph, ShareGlyph, VerifiedGlyph } from "../player/icons.tsx";
import { useRadioShown } from "../player/radio-setting.ts";
import { playQueue } from "../player/store.ts";
import { ActionBar, BigPlay } from "./ActionBar.tsx";
import { AlbumCard, ArtistCard, Shelf } from "./Cards.tsx";
import { Cover, HERO_SIZES } from "./Cover.tsx";
import * as s from "./catalogue.css.ts";
import { Dot, Hero } from "./Hero.tsx";
import { PageError, PageSkeleton } from "./PageState.tsx";
import { TrackList } from "./TrackList.tsx";

export function ArtistPage() {
  const id = Number(useParams().artistId);
  const trpc = useTRPC();
  const query = useQuery(trpc.catalogue.artist.queryOptions({ id }));
  const radio = useRadioShown();
  const following = useIsFollowing("artist", id);
  const { setFollowing } = useLibraryActions();
  const [allTop, setAllTop] = useState(false);
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return <PageSkeleton />;
  const { artist, topTracks, albums, similar } = query.data;
  return (
    <div data-testid="artist-page">
      <Hero
        hueSeed={artist.id}
        art={
          <Cover
            src={artist.image}
            raster={{ kind: "artist", id: artist.id }}
            sizes={HERO_SIZES}
            round
            className={s.heroArt}
          />
        }
        kind={t("Artist")}
        title={artist.name}
        meta={
          <>
            {artist.verified ? (
              <span className={s.verified}>
                <VerifiedGlyph className={s.verifiedIcon} /> {t("Verified artist")}
              </span>
            ) : null}
            {artist.verified ? <Dot /> : null}
            <span>{t("{count, plural, one {:number play} other {:number plays}}", counted(artist.plays))}</span>
            <Dot />
            <span>
              {t("{count, plural, one {:number follower} other {:number followers}}", counted(artist.followers))}
            </span>
          </>
        }
      />
      <AdSlot slot="artist_top" className={ad.placed} />
      <ActionBar>
        <BigPlay
          contextType="artist"
          contextId={artist.id}
          label={t("Play :name", { name: artist.name })}
          onPlay={() => void playArtist(artist.id)}
        />
        <Button
          className={s.ghostAction}
          onPress={() => setFollowing("artist", artist.id, !following)}
          aria-pressed={following}
          data-testid="follow-artist"
        >
          {following ? t("Following") : t("Follow")}
        </Button>
        {radio ? (
          <Button className={s.ghostAction} onPress={() => void playRadio("artist", artist.id)}>
            <RadioGlyph size={16} /> {t("Radio")}
          </Button>
        ) : null}
        <LikeButton type="artist" id={artist.id} />
        <Button
          className={s.ghostAction}
          onPress={() =>
            void openShareDialog({ type: "artist", id: artist.id, name: artist.name, path: links.artist(artist) })
          }
        >
          <ShareGlyph size={16} /> {t("Share")}
        </Button>
      </ActionBar>
      <section className={s.section}>
        <div className={s.sectionHead}>
          <h2 className={s.sectionTitle}>{t("Popular")}</h2>
        </div>
        <TrackList
          tracks={allTop ? topTracks : topTracks.slice(0, 5)}
          label={t("Popular tracks")}
          showPlays
          onPlay={(i) => playQueue(topTracks, i, { type: "artist", id: artist.id, name: artist.name })}
        />
        {topTracks.length > 5 ? (
          <Button
            className={s.sectionLink}
            style={{ background: "none", border: "none", padding: "12px 16px", cursor: "pointer" }}
            onPress={() => setAllTop(!allTop)}
          >
            {allTop ? t("Show less") : t("See more")}
          </Button>
        ) : null}
      </section>
      {albums.length ? (
        <Shelf title={t("Discography")} layout="grid" testId="artist-albums">
          {albums.map((a) => (
            <AlbumCard key={a.id} album={a} />
          ))}
        </Shelf>
      ) : null}
      {similar.length ? (
        <Shelf title={t("Fans also like")}>
          {similar.map((a) => (
            <ArtistCard key={a.id} artist={a} />
          ))}
        </Shelf>
      ) : null}
      <AdSlot slot="artist_bottom" className={ad.placed} />
      <section className={s.section}>
        <div className={s.sectionHead}>
          <h2 className={s.sectionTitle}>{t("About")}</h2>
        </div>
        {artist.bio ? <p className={s.prose}>{artist.bio}</p> : null}
        <div className={s.chips} style={{ marginTop: 12 }}>
          {artist.location ? <span className={s.chip}>{artist.location}</span> : null}
          {artist.genres.map((g) => (
            <Link key={g.id} to={links.genre(g)} className={s.chip}>
              {g.display_name}
            </Link>
          ))}
          {artist.links.map((l) => (
            <a key={l.url} href={l.url} className={s.chip} target="_blank" rel="noreferrer noopener">
              {l.title}
            </a>
          ))}
        </div>
      </section>
    </div>
  );
}

export { ArtistPage as Component };
