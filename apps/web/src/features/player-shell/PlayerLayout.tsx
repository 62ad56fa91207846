import { IconButton } from "@backbeat/ui/IconButton";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate, useParams } from "react-router";
import { useMenuItems } from "@/global/CustomMenu.tsx";
import { openDialog } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import type { MenuItemLike } from "@/global/menus.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { Logo } from "@/shell/Logo.tsx";
import { ImpersonationBanner } from "../admin/ImpersonationBanner.tsx";
import { AdSlot } from "../ads/AdSlot.tsx";
import * as ad from "../ads/ad-slot.css.ts";
import { PlaylistCover } from "../catalogue/Cover.tsx";
import { likedSongsArt, recapArt } from "../catalogue/catalogue.css.ts";
import { useLibraryActions } from "../library/useLibrary.ts";
import { NotificationBell } from "../notifications/NotificationBell.tsx";
import { startPlayerEngine } from "../player/engine.ts";
import {
  BackGlyph,
  DownloadGlyph,
  ForwardGlyph,
  HeartFilledGlyph,
  iconByName,
  MusicGlyph,
  PlusGlyph,
  SearchGlyph,
} from "../player/icons.tsx";
import { PlayerBar } from "../player/PlayerBar.tsx";
import { usePlayerShortcuts } from "../player/shortcuts.ts";
import { currentTrack, getPlayerState, usePlayer } from "../player/store.ts";
import { ScrollContext } from "./scroll.ts";
import * as s from "./shell.css.ts";

/** Guests whose "/" is the landing page reach the player home through its channel's own path. */
function usePlayerHomePath(): string {
  const data = useBootstrap();
  const type = (data.settings.homepage as { type?: string } | undefined)?.type ?? "landingPage";
  if (data.user || !["landingPage", "loginPage", "registerPage"].includes(type)) return "/";
  return `/${(data.settings.player as { home_channel?: string } | undefined)?.home_channel ?? "discover"}`;
}

function MenuLink({ item, className, compact }: { item: MenuItemLike; className: string; compact?: boolean }) {
  const Icon = iconByName[item.icon ?? ""] ?? MusicGlyph;
  const home = usePlayerHomePath();
  const action = item.action === "/" ? home : item.action;
  const content = (
    <>
      <Icon size={compact ? 22 : 24} />
      <span>{t(item.label)}</span>
    </>
  );
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(item.action))
    return (
      <a href={item.action} target={item.target ?? "_blank"} rel="noreferrer" className={className}>
        {content}
      </a>
    );
  return (
    <NavLink to={action} end={action === "/"} className={className}>
      {content}
    </NavLink>
  );
}

function SidebarLibrary() {
  const trpc = useTRPC();
  const user = useBootstrap().user;
  const navigate = useNavigate();
  const playlists = useQuery({ ...trpc.library.playlists.queryOptions({ limit: 100 }), enabled: Boolean(user) });
  const create = async () => {
    if (!user) return navigate("/login");
    // The form and its schemas load on first use, not with every page.
    const { PlaylistFormDialog } = await import("../playlists/PlaylistFormDialog.tsx");
    const created = await openDialog(PlaylistFormDialog, {});
    if (created) navigate(links.playlist(created));
  };
  return (
    <nav className={s.libraryPanel} aria-label={t("Your library")}>
      <div className={s.libraryHeader}>
        <Link to="/library" className={s.navLink} style={{ padding: 0 }}>
          {t("Your library")}
        </Link>
        <IconButton
          unstyled
          className={s.roundButton}
          aria-label={t("Create playlist")}
          onPress={create}
          data-testid="create-playlist"
        >
          <PlusGlyph size={18} />
        </IconButton>
      </div>
      <div className={s.libraryScroll}>
        {user ? (
          <>
            <NavLink to="/library/songs" className={s.sidebarPlaylist}>
              <span
                className={likedSongsArt}
                style={{ width: 44, height: 44, borderRadius: 6, display: "grid", placeItems: "center" }}
              >
                <HeartFilledGlyph size={18} />
              </span>
              <span className={s.sidebarPlaylistText}>
                <span className={s.ellipsis}>{t("Liked songs")}</span>
                <span className={s.sub}>{t("Playlist")}</span>
              </span>
            </NavLink>
            <NavLink to={`/recap/${new Date().getFullYear()}`} className={s.sidebarPlaylist} data-testid="recap-link">
              <span className={recapArt} style={{ width: 44, height: 44, borderRadius: 6 }} aria-hidden />
              <span className={s.sidebarPlaylistText}>
                <span className={s.ellipsis}>{t("Your year in music")}</span>
                <span className={s.sub}>{t("Recap")}</span>
              </span>
            </NavLink>
            <NavLink to="/downloads" className={s.sidebarPlaylist} data-testid="downloads-link">
              <span
                className={s.downloadsArt}
                style={{ width: 44, height: 44, borderRadius: 6, display: "grid", placeItems: "center" }}
                aria-hidden
              >
                <DownloadGlyph size={20} />
              </span>
              <span className={s.sidebarPlaylistText}>
                <span className={s.ellipsis}>{t("Downloads")}</span>
                <span className={s.sub}>{t("On this device")}</span>
              </span>
            </NavLink>
            {playlists.data?.items.map((p) => (
              <NavLink key={p.id} to={links.playlist(p)} className={s.sidebarPlaylist}>
                <PlaylistCover image={p.image} covers={p.covers} size={44} />
                <span className={s.sidebarPlaylistText}>
                  <span className={s.ellipsis}>{p.name}</span>
                  <span className={s.sub}>
                    {t("Playlist")} · {p.owner.name}
                  </span>
                </span>
              </NavLink>
            ))}
          </>
        ) : (
          <div style={{ padding: 12, display: "grid", gap: 10 }}>
            <strong>{t("Create your first playlist")}</strong>
            <span className={s.sub} style={{ whiteSpace: "normal" }}>
              {t("Log in to like songs, follow artists and build playlists.")}
            </span>
            <Link to="/login" className={s.pillPrimary} style={{ justifySelf: "start", height: 34 }}>
              {t("Log in")}
            </Link>
          </div>
        )}
      </div>
    </nav>
  );
}

const phoneQuery = "(max-width: 480px)";
function subscribePhone(listener: () => void) {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
const usePhoneWidth = () =>
  useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );

function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const onSearch = location.pathname.startsWith("/search");
  const [value, setValue] = useState(onSearch ? (params.query ?? "") : "");
  const input = useRef<HTMLInputElement>(null);
  // Beside the open queue the box is as narrow as on a phone.
  const phone = usePhoneWidth();
  const queueOpen = usePlayer((st) => st.queueOpen);
  const narrow = phone || queueOpen;
  useEffect(() => {
    if (!onSearch) setValue("");
    else if (document.activeElement !== input.current) setValue(params.query ?? "");
  }, [onSearch, params.query]);
  return (
    <search className={s.searchBox}>
      <SearchGlyph size={20} />
      <input
        ref={input}
        type="search"
        value={value}
        aria-label={t("Search")}
        // The full question does not fit beside the phone header's buttons; the box says what it is.
        placeholder={narrow ? t("Search") : t("What do you want to play?")}
        data-testid="search-input"
        onFocus={() => {
          if (!onSearch) navigate("/search");
        }}
        onChange={(e) => {
          const q = e.target.value;
          setValue(q);
          const tab = onSearch && params.tab ? `/${params.tab}` : "";
          navigate(q.trim() ? `/search/${encodeURIComponent(q)}${tab}` : "/search", { replace: onSearch });
        }}
      />
    </search>
  );
}

function TopBar() {
  const data = useBootstrap();
  const navigate = useNavigate();
  const registrationDisabled = Boolean((data.settings.registration as { disable?: boolean } | undefined)?.disable);
  return (
    <div className={s.topBar}>
      <IconButton
        unstyled
        className={s.roundButton}
        aria-label={t("Go back")}
        tooltipPlacement="bottom"
        onPress={() => navigate(-1)}
      >
        <BackGlyph size={18} />
      </IconButton>
      <IconButton
        unstyled
        className={s.roundButton}
        aria-label={t("Go forward")}
        tooltipPlacement="bottom"
        onPress={() => navigate(1)}
      >
        <ForwardGlyph size={18} />
      </IconButton>
      <SearchBox />
      <div className={s.spacer} />
      <div className={s.topActions}>
        {data.user ? (
          <>
            <NotificationBell />
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          </>
        ) : (
          <>
            {!registrationDisabled ? (
              <Link to="/register" className={`${s.pill} ${s.hideOnMobile}`}>
                {t("Register")}
              </Link>
            ) : null}
            <Link to="/login" className={s.pillPrimary}>
              {t("Login")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

/** The web player's layout: sidebar, main panel, persistent player bar, mobile bottom nav. */
export function PlayerLayout({ children }: { children?: React.ReactNode }) {
  const primary = useMenuItems("sidebar-primary");
  const secondary = useMenuItems("sidebar-secondary");
  const mobile = useMenuItems("mobile-bottom");
  const mainRef = useRef<HTMLElement | null>(null);
  const location = useLocation();
  const { setLiked } = useLibraryActions();
  const trpc = useTRPC();
  const signedIn = Boolean(useBootstrap().user);
  const stateQuery = useQuery({ ...trpc.library.state.queryOptions(), enabled: signedIn });
  const queueOpen = usePlayer((st) => st.queueOpen);

  useEffect(() => startPlayerEngine(), []);
  // A new page starts at the top of the main panel. The first page already does, and scrolling
  // there would force a layout in the middle of the first render.
  const navigated = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => {
    if (navigated.current) mainRef.current?.scrollTo({ top: 0 });
    navigated.current = true;
  }, [location.pathname]);

  const likeCurrent = useCallback(() => {
    const track = currentTrack(getPlayerState());
    if (!track) return;
    setLiked("track", track.id, !stateQuery.data?.tracks.includes(track.id));
  }, [setLiked, stateQuery.data]);
  usePlayerShortcuts(likeCurrent);

  return (
    <div className={s.app} data-testid="player-layout" data-queue-open={queueOpen || undefined}>
      <a href="#main-content" className={s.skipLink}>
        {t("Skip to content")}
      </a>
      <aside className={s.sidebar}>
        <nav className={s.panel} aria-label={t("Main")}>
          <div className={s.logoRow}>
            <Logo />
          </div>
          <ul className={s.navList}>
            {primary.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} className={s.navLink} />
              </li>
            ))}
          </ul>
        </nav>
        <SidebarLibrary />
        {secondary.length ? (
          <nav className={s.panel} aria-label={t("More")}>
            <ul className={s.navList}>
              {secondary.map((item) => (
                <li key={item.id}>
                  <MenuLink item={item} className={s.navLink} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </aside>
      <main className={s.main} id="main-content" ref={mainRef} tabIndex={-1}>
        <ImpersonationBanner />
        <TopBar />
        <ScrollContext.Provider value={mainRef}>
          <div className={s.content}>
            <AdSlot slot="general_top" className={ad.placed} />
            {children ?? <Outlet />}
            <AdSlot slot="general_bottom" className={ad.placed} />
          </div>
        </ScrollContext.Provider>
      </main>
      <PlayerBar />
      <nav className={s.mobileNav} aria-label={t("Main")}>
        {mobile.map((item) => (
          <MenuLink key={item.id} item={item} className={s.mobileNavLink} compact />
        ))}
      </nav>
      <PlayerOverlays />
    </div>
  );
}

// Only signed-in users have the account menu (and what its dialogs need).
const AccountMenu = lazy(() => import("@/shell/AccountMenu.tsx").then((m) => ({ default: m.AccountMenu })));

// The queue (with drag and drop) and the full-screen player load when first opened.
const QueuePanel = lazy(() => import("../player/QueuePanel.tsx").then((m) => ({ default: m.QueuePanel })));
const FullscreenPlayer = lazy(() =>
  import("../player/FullscreenPlayer.tsx").then((m) => ({ default: m.FullscreenPlayer })),
);

function PlayerOverlays() {
  const queueOpen = usePlayer((st) => st.queueOpen);
  const fullscreen = usePlayer((st) => st.fullscreen);
  return (
    <Suspense fallback={null}>
      {queueOpen ? <QueuePanel /> : null}
      {fullscreen ? <FullscreenPlayer /> : null}
    </Suspense>
  );
}

export { PlayerLayout as Component };
