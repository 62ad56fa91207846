import { Link } from "react-router";
import { useBootstrap } from "../app/bootstrap.ts";
import { t } from "../global/i18n.ts";
import * as b from "../shell/buttons.css.ts";
import * as s from "./pages.css.ts";

export function LandingPage() {
  const data = useBootstrap();
  const description = (data.settings.branding as { site_description?: string } | undefined)?.site_description;
  return (
    <section className={s.hero} data-testid="landing-page">
      <h1 className={s.heroTitle}>
        {t("Music that moves with you.")} <span className={s.accent}>{t("Anywhere.")}</span>
      </h1>
      <p className={s.heroText}>{description || t("Stream, share and discover music.")}</p>
      <div className={s.actions}>
        <Link to={data.user ? "/" : "/register"} className={b.primary}>
          {t("Get started")}
        </Link>
        <Link to="/search" className={b.outline}>
          {t("Explore music")}
        </Link>
      </div>
    </section>
  );
}
