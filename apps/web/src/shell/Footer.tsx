import { apiRequest } from "@backbeat/client";
import { setBootstrap, useBootstrap } from "../app/bootstrap.ts";
import { createTrpcClient } from "../app/trpc.ts";
import { CustomMenu } from "../global/CustomMenu.tsx";
import { writeCookie } from "../global/cookies.ts";
import { t } from "../global/i18n.ts";
import { LanguagePicker } from "../global/LanguagePicker.tsx";
import { reportError } from "../global/report-error.ts";
import { ThemeToggle } from "../global/theme-runtime.tsx";
import * as s from "./shell.css.ts";

/** Stores the chosen language (for signed-in users) and applies the server's answer. */
async function changeLanguage(language: string, signedIn: boolean) {
  try {
    if (signedIn) await apiRequest("users/me/locale", { method: "POST", body: { locale: language } });
    else writeCookie("locale", language, 365);
    const next = await createTrpcClient().session.bootstrap.query();
    setBootstrap(next);
  } catch (error) {
    reportError(error);
  }
}

/** Spec 1 §2: footer menus, copyright line, theme toggle and language picker. */
export function Footer() {
  const data = useBootstrap();
  return (
    <footer className={s.footer}>
      <span>
        {t("Copyright © :year :name, All Rights Reserved", {
          year: new Date().getFullYear(),
          name: data.branding.site_name,
        })}
      </span>
      <CustomMenu position="footer" variant="horizontal" aria-label={t("Footer")} />
      <div className={s.spacer} />
      <LanguagePicker onChange={(language) => void changeLanguage(language, Boolean(data.user))} />
      <ThemeToggle />
    </footer>
  );
}
