import { Avatar } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { Button } from "react-aria-components";
import { Link, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { links, slug } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { useIsFollowing, useLibraryActions } from "../library/useLibrary.ts";
import { counted, formatCount } from "../player/format.ts";
import { PlaylistCard } from "./Cards.tsx";
import * as s from "./catalogue.css.ts";
import { Dot, Hero } from "./Hero.tsx";
import { PageError, PageSkeleton } from "./PageState.tsx";
import { SectionChips, sectionNamed } from "./SectionChips.tsx";
import { TrackList } from "./TrackList.tsx";

const tabLabel = {
  playlists: "Playlists",
  likes: "Likes",
  reposts: "Reposts",
  followers: "Followers",
  following: "Following",
};
type Tab = keyof typeof tabLabel;

function TabContent({ id, tab }: { id: number; tab: Tab }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.catalogue.profileTab.queryOptions({ id, tab, limit: 100 }));
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return null;
  const data = query.data;
  if (!data.items.items.length) return <p className={s.muted}>{t("Nothing here yet.")}</p>;
  if (data.tab === "playlists")
    return (
      <div className={s.grid}>
        {data.items.items.map((p) => (
          <PlaylistCard key={p.id} playlist={p} />
        ))}
      </div>
    );
  if (data.tab === "likes" || data.tab === "reposts")
    return (
      <TrackList
        tracks={data.items.items}
        label={t(tabLabel[tab])}
        showAlbum
        context={{ type: "library", name: t(tabLabel[tab]) }}
      />
    );
  return (
    <div className={s.grid}>
      {data.items.items.map((u) => (
        <Link key={u.id} to={links.user(u)} className={s.card}>
          <Avatar name={u.name} src={u.image} size={150} />
          <span className={s.cardTitle}>{u.name}</span>
          <span className={s.cardSub}>{t("Profile")}</span>
        </Link>
      ))}
    </div>
  );
}

/** user/{userId}/{userName} and user/{userId}/{userName}/{tabName}. */
export function UserPage() {
  const params = useParams();
  const id = Number(params.userId);
  const named = sectionNamed(tabLabel, params.tabName);
  const tab = named ?? "playlists";
  const trpc = useTRPC();
  const me = useBootstrap().user;
  const query = useQuery(trpc.catalogue.profile.queryOptions({ id }));
  const following = useIsFollowing("user", id);
  const { setFollowing } = useLibraryActions();
  if (params.tabName && !named) return <PageError error={{ data: { httpStatus: 404 } }} />;
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return <PageSkeleton rows={2} />;
  const { user } = query.data;
  const base = `/user/${user.id}/${slug(user.name)}`;
  return (
    <div data-testid="user-page">
      <Hero
        hueSeed={user.id * 11}
        art={<Avatar name={user.name} src={user.image} size={200} />}
        kind={t("Profile")}
        title={user.name}
        meta={
          <>
            <span>
              {t("{count, plural, one {:number follower} other {:number followers}}", counted(user.followers))}
            </span>
            <Dot />
            <span>{t(":count following", { count: formatCount(user.following) })}</span>
            {user.city || user.country ? (
              <>
                <Dot />
                <span>{[user.city, user.country].filter(Boolean).join(", ")}</span>
              </>
            ) : null}
          </>
        }
      >
        {user.description ? (
          <p className={s.muted} style={{ margin: 0 }}>
            {user.description}
          </p>
        ) : null}
      </Hero>
      <div className={s.actions}>
        {me && me.id !== user.id ? (
          <Button
            className={s.ghostAction}
            aria-pressed={following}
            onPress={() => setFollowing("user", user.id, !following)}
          >
            {following ? t("Following") : t("Follow")}
          </Button>
        ) : null}
      </div>
      <SectionChips
        labels={tabLabel}
        current={tab}
        hrefOf={(name) => (name === "playlists" ? base : `${base}/${name}`)}
        label={t("Profile sections")}
        end
        style={{ marginBottom: 20 }}
      />
      <TabContent id={user.id} tab={tab} />
    </div>
  );
}

export { UserPage as Component };
