/** The landing page section's parts (docs/spec/2-product-areas.md §2: general, action-buttons, primary-features, secondary-features). */
export const LANDING_PARTS = [
  { id: "general", label: "General", description: "Hero title, subtitle, background and channel" },
  { id: "action-buttons", label: "Action buttons", description: "The buttons under the hero" },
  { id: "primary-features", label: "Primary features", description: "Large feature blocks with an image" },
  { id: "secondary-features", label: "Secondary features", description: "Smaller feature rows" },
] as const;
export type LandingPart = (typeof LANDING_PARTS)[number]["id"];
