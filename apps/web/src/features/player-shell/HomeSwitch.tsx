import { lazy, Suspense } from "react";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { HomeRoute } from "@/pages/HomeRoute.tsx";
import { Footer } from "@/shell/Footer.tsx";
import { Header } from "@/shell/Header.tsx";
import * as shell from "@/shell/shell.css.ts";

/**
 * "/" (docs/spec/1-platform-foundation.md §2 homepage option): guests get the landing, login or registration page as the
 * settings say, in the site chrome; everyone else gets the web player's home.
 */
export function HomeSwitch() {
  const data = useBootstrap();
  const type = (data.settings.homepage as { type?: string } | undefined)?.type ?? "landingPage";
  if (!data.user && ["landingPage", "loginPage", "registerPage"].includes(type)) {
    return (
      <div className={shell.layout}>
        <Header />
        <main className={shell.main} id="main-content">
          <HomeRoute />
        </main>
        <Footer />
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <PlayerHome />
    </Suspense>
  );
}

// A guest on the landing page does not download the player.
const PlayerHome = lazy(() => import("./PlayerHome.tsx").then((m) => ({ default: m.PlayerHome })));

export { HomeSwitch as Component };
