import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import * as b from "@/shell/buttons.css.ts";
import * as s from "./pages.css.ts";

export function NotFoundPage() {
  return (
    <section className={s.centered} data-testid="not-found-page">
      <svg className={s.illustration} viewBox="0 0 180 120" aria-hidden>
        <rect x="55" y="10" width="70" height="100" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
        <rect x="63" y="18" width="54" height="92" rx="3" fill="currentColor" opacity="0.12" />
        <circle cx="108" cy="64" r="4" fill="currentColor" />
        <path d="M20 110h140" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity="0.4" />
      </svg>
      <h1 className={s.title}>{t("Looks like you've found the doorway to the great nothing")}</h1>
      <p className={s.text}>{t("Sorry about that! Please visit our homepage to get where you need to go.")}</p>
      <Link to="/" className={b.primary}>
        {t("Take me there!")}
      </Link>
    </section>
  );
}
