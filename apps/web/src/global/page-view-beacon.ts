import { apiRequest } from "@backbeat/client";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Tells the server about each page the visitor opens (the admin visitors report). Only the path
 * is sent, and the referrer on the first page (later ones are navigation inside the app); the
 * server decides whether to keep it (analytics setting, cookie consent, Do Not Track, bots).
 * Failures are ignored: a lost page view is never the visitor's problem.
 */
export function usePageViewBeacon() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The server does not count admin screens either: no request for them.
    if (pathname === "/admin" || pathname.startsWith("/admin/")) return;
    // Lets a redirect settle first, so a view is counted once, on the page that stays.
    const timer = window.setTimeout(() => {
      const referrer = first.current ? document.referrer || null : null;
      first.current = false;
      apiRequest("analytics/page-view", { method: "POST", body: { path: pathname, referrer } }).catch(() => {});
    }, 300);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
