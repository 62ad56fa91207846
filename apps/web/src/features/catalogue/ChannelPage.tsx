import { Link, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import type { ChannelContent } from "../player/types.ts";
import { ChannelItems } from "./ChannelView.tsx";
import * as s from "./catalogue.css.ts";
import { PageError, PageSkeleton } from "./PageState.tsx";
import { useOffsetPages } from "./paging.ts";

/** Channel pages: {slugOrId}, channel/{slugOrId}, and both with /{restriction} (e.g. a genre). */
export function ChannelPage() {
  const { slugOrId = "", restriction } = useParams();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const input = { slugOrId, restriction: restriction ?? null, limit: 50 };
  const query = useOffsetPages(trpc.catalogue.channel.queryKey(input), (offset) =>
    client.catalogue.channel.query({ ...input, offset }),
  );
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return <PageSkeleton />;
  const first = query.data.pages[0];
  if (!first) return null;
  const { channel } = first;
  // Every page's items under the first page's description (its type, and what it is ranked by).
  const merged = {
    ...first.content,
    items: query.data.pages.flatMap((p) => p.content.items as unknown[]),
  } as ChannelContent;
  return (
    <div data-testid="channel-page">
      <h1 style={{ fontSize: 40, fontWeight: 900, letterSpacing: "-0.03em", margin: "20px 0 6px" }}>
        {t(channel.title)}
      </h1>
      {channel.description ? <p className={s.muted}>{t(channel.description)}</p> : null}
      {merged.type === "channel" ? (
        merged.items.map((c) => (
          <section key={c.id} className={s.section}>
            <div className={s.sectionHead}>
              <Link to={`/channel/${c.slug}`} className={s.sectionTitle}>
                <h2 className={s.sectionTitle}>{t(c.name)}</h2>
              </Link>
            </div>
            <ChannelItems content={c.content} layout={c.layout} name={c.name} />
          </section>
        ))
      ) : (
        <div style={{ marginTop: 20 }}>
          <ChannelItems
            content={merged}
            layout={channel.layout === "carousel" ? "grid" : channel.layout}
            name={channel.title}
            hasMore={Boolean(query.hasNextPage)}
            onLoadMore={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          />
        </div>
      )}
    </div>
  );
}

export { ChannelPage as Component };
