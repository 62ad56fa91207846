import type { MenuPosition } from "@backbeat/api/types";

/** Where each menu position shows, as the editor names it. */
export const POSITION_LABELS: Record<MenuPosition, string> = {
  "sidebar-primary": "Sidebar, top",
  "sidebar-secondary": "Sidebar, bottom",
  "mobile-bottom": "Mobile bottom bar",
  "landing-page-navbar": "Landing page navbar",
  footer: "Footer",
  "auth-dropdown": "Account menu",
};
