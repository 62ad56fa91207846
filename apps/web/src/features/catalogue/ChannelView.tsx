import { t } from "@/global/i18n.ts";
import type { ChannelContent } from "../player/types.ts";
import { AlbumCard, ArtistCard, GenreCard, PlaylistCard } from "./Cards.tsx";
import * as s from "./catalogue.css.ts";
import { TrackList } from "./TrackList.tsx";

/** A list ranked by this week's plays shows that figure, labelled, rather than all-time plays. */
function weeklyPlays(items: { id: number; plays_week: number }[]) {
  const week = new Map(items.map((i) => [i.id, i.plays_week]));
  return { label: t("Plays this week"), value: (track: { id: number }) => week.get(track.id) ?? 0 };
}

/** Renders a channel's items in its layout (grid, carousel or list). */
export function ChannelItems({
  content,
  layout,
  name,
  hasMore,
  onLoadMore,
}: {
  content: Exclude<ChannelContent, { type: "channel" }>;
  layout: "grid" | "carousel" | "list";
  name: string;
  hasMore?: boolean;
  onLoadMore?: () => void;
}) {
  if (content.type === "track")
    return (
      <TrackList
        tracks={content.items}
        label={name}
        showAlbum
        showPlays
        {...("rankedBy" in content ? { plays: weeklyPlays(content.items) } : {})}
        context={{ type: "channel", name }}
        {...(hasMore !== undefined ? { hasMore } : {})}
        {...(onLoadMore ? { onLoadMore } : {})}
      />
    );
  const cls = layout === "carousel" ? s.carousel : s.grid;
  if (content.type === "genre")
    return (
      <div
        className={s.grid}
        style={{ gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 16, margin: 0 }}
      >
        {content.items.map((g) => (
          <GenreCard key={g.id} genre={g} />
        ))}
      </div>
    );
  return (
    <div className={cls}>
      {content.type === "album"
        ? content.items.map((a) => <AlbumCard key={a.id} album={a} />)
        : content.type === "artist"
          ? content.items.map((a) => <ArtistCard key={a.id} artist={a} />)
          : content.items.map((p) => <PlaylistCard key={p.id} playlist={p} />)}
    </div>
  );
}
