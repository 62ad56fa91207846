import type { Menu } from "./types.ts";

export const defaultMenus: Menu[] = [
  {
    id: "primary",
    name: "Primary",
    positions: ["sidebar-primary", "mobile-bottom"],
    items: [
      { id: "home", label: "Home", type: "route", action: "/", icon: "home" },
      { id: "search", label: "Search", type: "route", action: "/search", icon: "search" },
      { id: "library", label: "Your music", type: "route", action: "/library", icon: "library-music" },
    ],
  },
  {
    id: "secondary",
    name: "Secondary",
    positions: ["sidebar-secondary"],
    items: [
      {
        id: "upload",
        label: "Upload",
        type: "route",
        action: "/backstage/upload",
        icon: "upload",
        permissions: ["music.create"],
      },
      {
        id: "admin",
        label: "Admin area",
        type: "route",
        action: "/admin",
        icon: "dashboard",
        permissions: ["admin.access"],
      },
    ],
  },
  {
    id: "landing",
    name: "Landing page navbar",
    positions: ["landing-page-navbar"],
    items: [
      { id: "landing-home", label: "Explore", type: "route", action: "/", icon: "explore" },
      {
        id: "landing-pricing",
        label: "Pricing",
        type: "route",
        action: "/pricing",
        settings: { "billing.enable": true },
      },
    ],
  },
  {
    // The signed-in user's account menu in the header (docs/spec/2-product-areas.md §2), under the profile and billing links.
    id: "auth-dropdown",
    name: "Account menu",
    positions: ["auth-dropdown"],
    items: [
      {
        id: "auth-upload",
        label: "Upload",
        type: "route",
        action: "/backstage/upload",
        permissions: ["music.create"],
      },
      {
        id: "auth-backstage",
        label: "Artist requests",
        type: "route",
        action: "/backstage/requests",
        permissions: ["backstageRequests.create"],
      },
      { id: "auth-admin", label: "Admin area", type: "route", action: "/admin", permissions: ["admin.access"] },
    ],
  },
  {
    id: "footer",
    name: "Footer",
    positions: ["footer"],
    items: [
      { id: "footer-contact", label: "Contact", type: "route", action: "/contact" },
      { id: "footer-api", label: "API", type: "route", action: "/api-docs", permissions: ["api.access"] },
    ],
  },
];
