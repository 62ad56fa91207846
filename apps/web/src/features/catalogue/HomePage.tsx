import type { AppRouter } from "@backbeat/api/types";
import { EmptyState, Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { Link, Navigate } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { ChannelItems } from "./ChannelView.tsx";
import * as s from "./catalogue.css.ts";
import { PageError } from "./PageState.tsx";

function greeting(): string {
  const h = new Date().getHours();
  if (h < 5) return t("Good night");
  if (h < 12) return t("Good morning");
  if (h < 18) return t("Good afternoon");
  return t("Good evening");
}

/** Home: the home channel (a channel of channels), each shown in its own layout. */
export function HomePage() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const home = useQuery(trpc.catalogue.home.queryOptions());
  const type = (data.settings.homepage as { type?: string } | undefined)?.type;
  // docs/spec/1-platform-foundation.md §2 homepage option: guests may be sent to the login or registration page instead.
  if (!data.user && type === "loginPage") return <Navigate to="/login" replace />;
  if (!data.user && type === "registerPage") return <Navigate to="/register" replace />;
  if (home.error) return <PageError error={home.error} />;
  return (
    <div data-testid="home-page">
      <h1 style={{ fontSize: 32, fontWeight: 900, letterSpacing: "-0.02em", margin: "16px 0 4px" }}>{greeting()}</h1>
      {home.isPending ? (
        <div style={{ display: "grid", gap: 28, marginTop: 24 }}>
          {[0, 1, 2].map((i) => (
            <div key={i} style={{ display: "grid", gap: 12 }}>
              <Skeleton width={220} height={24} />
              <div style={{ display: "flex", gap: 20 }}>
                {[0, 1, 2, 3, 4].map((j) => (
                  <Skeleton key={j} width={176} height={176} />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : home.data.content.type === "channel" ? (
        <HomeSections sections={home.data.content.items.filter((c) => c.content.items.length > 0)} />
      ) : (
        <ChannelItems content={home.data.content} layout={home.data.channel.layout} name={home.data.channel.name} />
      )}
    </div>
  );
}

type HomeSection = Extract<
  inferRouterOutputs<AppRouter>["catalogue"]["home"]["content"],
  { type: "channel" }
>["items"][number];

/** The home channel's sections that have something to show; an empty catalogue says so. */
function HomeSections({ sections }: { sections: HomeSection[] }) {
  if (sections.length === 0) {
    return (
      <EmptyState
        title={t("Nothing to play yet")}
        message={t("Music will show up here as soon as artists upload it.")}
      />
    );
  }
  return sections.map((c) => (
    <section key={c.id} className={s.section} data-testid={`channel-${c.slug}`}>
      {!c.hide_title ? (
        <div className={s.sectionHead}>
          <Link to={`/channel/${c.slug}`} className={s.sectionTitle}>
            <h2 className={s.sectionTitle}>{t(c.name)}</h2>
          </Link>
          {c.nextOffset !== null ? (
            <Link to={`/channel/${c.slug}`} className={s.sectionLink}>
              {t("Show all")}
            </Link>
          ) : null}
        </div>
      ) : null}
      <ChannelItems content={c.content} layout={c.layout} name={t(c.name)} />
    </section>
  ));
}

export { HomePage as Component };
