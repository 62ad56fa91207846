/**
 * Cookie notice (docs/spec/1-platform-foundation.md §4): shown when enabled and not yet accepted, at the top or bottom;
 * pressing the button stores the acceptance cookie for 30 days and hides it.
 */
import { Button } from "@backbeat/ui/Button";
import { useState } from "react";
import { useBootstrap } from "./bootstrap-store.ts";
import * as s from "./CookieNotice.css.ts";
import { readCookie, writeCookie } from "./cookies.ts";
import { t } from "./i18n.ts";

export const COOKIE_NOTICE_COOKIE = "cookie_notice";
export const COOKIE_NOTICE_DAYS = 30;

export function CookieNotice() {
  const notice = useBootstrap((d) => d.cookie_notice);
  const [accepted, setAccepted] = useState(() => readCookie(COOKIE_NOTICE_COOKIE) !== null);
  if (!notice?.enable || accepted) return null;
  const accept = () => {
    writeCookie(COOKIE_NOTICE_COOKIE, "1", COOKIE_NOTICE_DAYS);
    setAccepted(true);
  };
  return (
    <section
      className={[s.notice, notice.position === "top" ? s.top : s.bottom].join(" ")}
      aria-label={t("Cookie notice")}
      data-testid="cookie-notice"
      data-position={notice.position}
    >
      <p className={s.text}>
        {t(notice.text || "This site uses cookies to deliver its services and analyse traffic.")}
      </p>
      <Button variant="primary" size="sm" onPress={accept}>
        {t(notice.button?.label || "OK")}
      </Button>
    </section>
  );
}
