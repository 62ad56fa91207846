import type { BootstrapData } from "@backbeat/api/types";
import type { LandingActionButton, LandingPageSettings } from "@backbeat/core/schemas";

/**
 * The landing page's settings as the bootstrap data carries them (`landing.*`, saved by the
 * appearance editor and replaced live by its preview messages). Rows a site has not saved yet
 * read as empty, never as a broken page.
 */
export function landingSettings(data: BootstrapData): LandingPageSettings {
  const raw = (data.settings.landing ?? {}) as Partial<LandingPageSettings>;
  const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  return {
    title: raw.title ?? "",
    subtitle: raw.subtitle ?? "",
    background_image: raw.background_image ?? "",
    channel: raw.channel ?? "",
    action_buttons: list(raw.action_buttons),
    primary_features: list(raw.primary_features),
    secondary_features: list(raw.secondary_features),
  };
}

/**
 * Where a button really goes for this visitor: a signed-in user is past login and registration,
 * and with registration closed a guest is sent to log in instead.
 */
export function buttonTarget(button: LandingActionButton, data: BootstrapData): string {
  const closed = Boolean((data.settings.registration as { disable?: boolean } | undefined)?.disable);
  if (data.user && (button.action === "/register" || button.action === "/login")) return "/";
  if (closed && button.action === "/register") return "/login";
  return button.action;
}

export const billingEnabled = (data: BootstrapData) =>
  Boolean((data.settings.billing as { enable?: boolean } | undefined)?.enable);
