/**
 * The appearance editor's sections (docs/spec/2-product-areas.md §2 "Appearance editor"), in the order of its list.
 * A section names its routes under admin/appearance (each a lazy route module exporting
 * `Component`), the page the preview frame shows while it is open, and, through
 * `registerDraftSaver`, how its slice of the draft is saved.
 *
 * Themes and menus plug in here the same way: an entry with routes `themes`, `themes/:themeIndex`
 * (sections/themes/) and `menus`, `menus/:menuIndex`, `menus/:menuIndex/:menuItemIndex`
 * (sections/menus/), and `registerDraftSaver("themes" | "menus", …)` for their slices.
 */
import type { RouteObject } from "react-router";
import { registerDraftSaver } from "./draft.ts";
import { saveMenusSlice } from "./sections/menus/menu-saver.ts";
import { saveThemesSlice } from "./sections/themes/theme-saver.ts";
import { saveSettingsSlice } from "./settings-saver.ts";

export interface AppearanceSection {
  id: string;
  label: string;
  description: string;
  /** Paths relative to admin/appearance; the first is the section's own page. */
  routes: { path: string; lazy: NonNullable<RouteObject["lazy"]> }[];
  /** The site page the preview shows while the section is open. */
  preview: string;
}

export const appearanceSections: AppearanceSection[] = [
  {
    id: "general",
    label: "General",
    description: "Site name, logos and favicon",
    routes: [{ path: "general", lazy: () => import("./sections/general/GeneralSection.tsx") }],
    preview: "/",
  },
  {
    id: "landing-page",
    label: "Landing page",
    description: "Hero, buttons and features",
    routes: [
      { path: "landing-page", lazy: () => import("./sections/landing/LandingSection.tsx") },
      { path: "landing-page/:landingPart", lazy: () => import("./sections/landing/LandingPartSection.tsx") },
    ],
    preview: "/landing",
  },
  {
    id: "seo-settings",
    label: "SEO",
    description: "Titles and descriptions search engines see",
    routes: [{ path: "seo-settings", lazy: () => import("./sections/seo/SeoSection.tsx") }],
    preview: "/",
  },
  {
    id: "themes",
    label: "Themes",
    description: "Colours, font and corners, light and dark",
    routes: [
      { path: "themes", lazy: () => import("./sections/themes/ThemesSection.tsx") },
      { path: "themes/:themeIndex", lazy: () => import("./sections/themes/ThemeEditorSection.tsx") },
    ],
    preview: "/",
  },
  {
    id: "menus",
    label: "Menus",
    description: "Sidebar, mobile, landing page and footer links",
    routes: [
      { path: "menus", lazy: () => import("./sections/menus/MenusSection.tsx") },
      { path: "menus/:menuIndex", lazy: () => import("./sections/menus/MenuEditorSection.tsx") },
      { path: "menus/:menuIndex/:menuItemIndex", lazy: () => import("./sections/menus/MenuItemSection.tsx") },
    ],
    preview: "/",
  },
  {
    id: "custom-code",
    label: "Custom code",
    description: "CSS and HTML added to every page",
    routes: [{ path: "custom-code", lazy: () => import("./sections/custom-code/CustomCodeSection.tsx") }],
    preview: "/",
  },
];

registerDraftSaver("settings", saveSettingsSlice);
registerDraftSaver("themes", saveThemesSlice);
registerDraftSaver("menus", saveMenusSlice);
