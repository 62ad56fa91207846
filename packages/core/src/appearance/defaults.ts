import type { CustomCode, GeneralAppearance, LandingPageSettings } from "./schemas.ts";

/** What a fresh site shows until the appearance editor saves something else. */
export const LANDING_DEFAULTS: LandingPageSettings = {
  title: "Music that moves with you. Anywhere.",
  subtitle: "Stream, share and discover music.",
  background_image: "",
  channel: "discover",
  action_buttons: [
    { label: "Get started", action: "/register", variant: "primary" },
    { label: "Explore music", action: "/search", variant: "secondary" },
  ],
  primary_features: [
    {
      title: "Everything you love, in one place",
      subtitle: "Artists, albums, playlists and radio that learns what you like.",
      image: "",
    },
    {
      title: "Your library, everywhere",
      subtitle: "Save tracks and playlists once and pick up on any device.",
      image: "",
    },
    { title: "Made for sharing", subtitle: "Send a track, embed an album, follow your friends.", image: "" },
  ],
  secondary_features: [],
};

export const GENERAL_DEFAULTS: GeneralAppearance["branding"] = {
  site_name: "Backbeat",
  logo_light: "",
  logo_dark: "",
  favicon: "",
};

export const CUSTOM_CODE_DEFAULTS: CustomCode["custom_code"] = { css: "", html: "" };
