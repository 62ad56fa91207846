import { Outlet, useMatches } from "react-router";
import { ImpersonationBanner } from "@/features/admin/ImpersonationBanner.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import * as s from "./shell.css.ts";

type NavHandle = { hideNav?: (data: unknown) => boolean } | undefined;

export function RootLayout() {
  // A route may drop the header for its page (a custom page saved with hide_nav).
  const hideNav = useMatches().some((m) => (m.handle as NavHandle)?.hideNav?.(m.loaderData));
  return (
    <div className={s.layout}>
      <ImpersonationBanner />
      {hideNav ? null : <Header />}
      <main className={s.main} id="main-content">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
