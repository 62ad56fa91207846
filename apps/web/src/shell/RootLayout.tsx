import { Outlet } from "react-router";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import * as s from "./shell.css.ts";

export function RootLayout() {
  return (
    <div className={s.layout}>
      <Header />
      <main className={s.main} id="main-content">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
