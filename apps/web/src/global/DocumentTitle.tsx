import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useBootstrap } from "@/lib/bootstrap.ts";

/**
 * The server writes the first page's title (an artist, a track…) into the HTML; once the app
 * moves to another page that title no longer applies, so it falls back to the site's name.
 * A layout effect, so screens that set their own title in an effect still win.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const siteName = useBootstrap().branding.site_name;
  const served = useRef<string | null>(pathname);
  useLayoutEffect(() => {
    if (pathname === served.current) return;
    served.current = null;
    document.title = siteName;
  }, [pathname, siteName]);
  return null;
}
