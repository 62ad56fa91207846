import { Link } from "react-router";
import { useBootstrap } from "../app/bootstrap.ts";
import { t } from "../global/i18n.ts";
import * as s from "./shell.css.ts";

export function Footer({ children }: { children?: React.ReactNode }) {
  const data = useBootstrap();
  const items = data.menus.filter((m) => m.positions.includes("footer")).flatMap((m) => m.items);
  const year = new Date().getFullYear();
  return (
    <footer className={s.footer}>
      <span>
        {t("Copyright © :year :name, All Rights Reserved", { year: String(year), name: data.branding.site_name })}
      </span>
      <ul className={s.footerMenu}>
        {items.map((item) => (
          <li key={item.id}>
            {/^https?:\/\//.test(item.action) ? (
              <a className={s.footerLink} href={item.action} target="_blank" rel="noreferrer">
                {t(item.label)}
              </a>
            ) : (
              <Link className={s.footerLink} to={item.action}>
                {t(item.label)}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className={s.spacer} />
      {children}
    </footer>
  );
}
