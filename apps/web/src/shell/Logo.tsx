import { Link } from "react-router";
import { postLoginTarget, useBootstrap } from "@/lib/bootstrap.ts";
import * as s from "./shell.css.ts";

/**
 * Goes to the post-login target when signed in, otherwise home (docs/spec/1-platform-foundation.md §2). `compactOnPhones`
 * keeps only the mark on a phone, for a bar with more to fit (the admin area's name, a signed-in
 * user's menus).
 */
export function Logo({ dark = false, compactOnPhones = false }: { dark?: boolean; compactOnPhones?: boolean }) {
  const data = useBootstrap();
  const image = dark ? data.branding.logo_dark || data.branding.logo_light : data.branding.logo_light;
  return (
    <Link to={data.user ? postLoginTarget(data) : "/"} className={s.logo} aria-label={data.branding.site_name}>
      {image ? (
        <img src={image} alt="" className={s.logoImage} />
      ) : (
        <>
          <img src="/favicon.svg" alt="" className={s.logoMark} />
          <span className={compactOnPhones ? `${s.logoName} ${s.logoNameCompact}` : s.logoName}>
            {data.branding.site_name}
          </span>
        </>
      )}
    </Link>
  );
}
