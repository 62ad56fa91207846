import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { ActionBar, BigPlay } from "../catalogue/ActionBar.tsx";
import { Cover } from "../catalogue/Cover.tsx";
import * as s from "../catalogue/catalogue.css.ts";
import { Hero } from "../catalogue/Hero.tsx";
import { PageError, PageSkeleton } from "../catalogue/PageState.tsx";
import { TrackList } from "../catalogue/TrackList.tsx";
import { RadioGlyph } from "../player/icons.tsx";
import { useRadioShown } from "../player/radio-setting.ts";
import { playQueue } from "../player/store.ts";
import type { RadioSeedType } from "../player/types.ts";

const seedTypes = ["artist", "album", "track", "genre"] as const;

/** radio/{seedType}/{seedId}/{seedName}: a station grown from our own data; it never runs out. */
export function RadioPage() {
  const params = useParams();
  const type = params.seedType as RadioSeedType;
  const id = Number(params.seedId);
  const trpc = useTRPC();
  // Switched off in the settings, radio is not found here either (the server refuses it too).
  const shown = useRadioShown();
  const valid = shown && (seedTypes as readonly string[]).includes(type) && Number.isInteger(id) && id > 0;
  const query = useQuery({
    ...trpc.catalogue.radio.queryOptions({ type, id, limit: 30 }),
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!valid) return <PageError error={{ data: { httpStatus: 404 } }} />;
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return <PageSkeleton />;
  const { seed, tracks } = query.data;
  const context = {
    type: "radio" as const,
    id: `${type}-${id}`,
    name: t(":name radio", { name: seed.name }),
    radio: { type, id },
  };
  return (
    <div data-testid="radio-page">
      <Hero
        hueSeed={id * 13 + type.length}
        art={
          <span style={{ position: "relative", display: "block" }}>
            <Cover src={seed.image} round={type === "artist"} className={s.heroArt} />
            <span className={s.artBadge}>
              <RadioGlyph size={22} />
            </span>
          </span>
        }
        kind={t("Radio")}
        title={t(":name radio", { name: seed.name })}
        meta={<span>{t("Based on :name. New songs keep coming as you listen.", { name: seed.name })}</span>}
      />
      <ActionBar>
        <BigPlay
          contextType="radio"
          contextId={context.id}
          label={t("Play :name radio", { name: seed.name })}
          onPlay={() => playQueue(tracks, 0, context)}
        />
      </ActionBar>
      <TrackList tracks={tracks} label={context.name} showAlbum context={context} />
    </div>
  );
}

export { RadioPage as Component };
