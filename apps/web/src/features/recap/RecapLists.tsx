import type { AppRouter } from "@backbeat/api/types";
import type { inferRouterOutputs } from "@trpc/server";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { Cover } from "../catalogue/Cover.tsx";
import { counted } from "../player/format.ts";
import * as s from "./recap.css.ts";

export type RecapData = inferRouterOutputs<AppRouter>["recap"]["get"];

const playsText = (n: number) => t("{count, plural, one {:number play} other {:number plays}}", counted(n));

function Row({
  rank,
  image,
  round,
  to,
  name,
  sub,
  plays,
}: {
  rank: number;
  image: string | null;
  round?: boolean;
  to: string;
  name: string;
  sub: string;
  plays: number;
}) {
  return (
    <li className={s.row}>
      <span className={s.rank}>{rank}</span>
      <Cover src={image} round={round} size={48} />
      <span className={s.rowText}>
        <Link to={to} className={s.rowName}>
          {name}
        </Link>
        <span className={s.rowSub}>{sub}</span>
      </span>
      <span className={s.plays}>{playsText(plays)}</span>
    </li>
  );
}

function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section className={s.panel} data-testid={testId}>
      <h2 className={s.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function TopArtists({ recap }: { recap: RecapData }) {
  if (!recap.topArtists.length) return null;
  return (
    <Panel title={t("Top artists")} testId="recap-top-artists">
      <ol className={s.list}>
        {recap.topArtists.map((a, i) => (
          <Row
            key={a.item.id}
            rank={i + 1}
            image={a.item.image}
            round
            to={links.artist(a.item)}
            name={a.item.name}
            sub={t("Artist")}
            plays={a.plays}
          />
        ))}
      </ol>
    </Panel>
  );
}

export function TopTracks({ recap }: { recap: RecapData }) {
  if (!recap.topTracks.length) return null;
  return (
    <Panel title={t("Top tracks")} testId="recap-top-tracks">
      <ol className={s.list}>
        {recap.topTracks.map((tr, i) => (
          <Row
            key={tr.item.id}
            rank={i + 1}
            image={tr.item.image ?? tr.item.album?.image ?? null}
            to={links.track(tr.item)}
            name={tr.item.name}
            sub={tr.item.artists.map((a) => a.name).join(", ")}
            plays={tr.plays}
          />
        ))}
      </ol>
    </Panel>
  );
}

export function TopAlbums({ recap }: { recap: RecapData }) {
  if (!recap.topAlbums.length) return null;
  return (
    <Panel title={t("Top albums")} testId="recap-top-albums">
      <ol className={s.list}>
        {recap.topAlbums.map((al, i) => (
          <Row
            key={al.item.id}
            rank={i + 1}
            image={al.item.image}
            to={links.album(al.item)}
            name={al.item.name}
            sub={al.item.artists.map((a) => a.name).join(", ")}
            plays={al.plays}
          />
        ))}
      </ol>
    </Panel>
  );
}

export function TopGenres({ recap }: { recap: RecapData }) {
  if (!recap.topGenres.length) return null;
  const most = recap.topGenres[0]?.plays ?? 1;
  return (
    <Panel title={t("Top genres")} testId="recap-top-genres">
      <div className={s.list}>
        {recap.topGenres.map((g) => (
          <div key={g.item.id} className={s.genreRow}>
            <span className={s.genreHead}>
              <Link to={`/channel/genre/${encodeURIComponent(g.item.name)}`} className={s.rowName}>
                {g.item.display_name}
              </Link>
              <span className={s.plays}>{playsText(g.plays)}</span>
            </span>
            <span className={s.genreTrack}>
              <span
                className={s.genreFill}
                style={{ width: `${Math.max(4, (g.plays / most) * 100)}%`, display: "block" }}
              />
            </span>
          </div>
        ))}
      </div>
    </Panel>
  );
}
