import type { LandingPrimaryFeature, LandingSecondaryFeature } from "@backbeat/core/schemas";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import * as s from "@/features/landing/landing.css.ts";
import { billingEnabled, buttonTarget, landingSettings } from "@/features/landing/landing-settings.ts";
import { t } from "@/global/i18n.ts";
import { isExternalAction } from "@/global/menus.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import * as b from "@/shell/buttons.css.ts";

// The channel row and the pictures need the catalogue's covers and the API client: they load after the hero paints.
const LandingChannel = lazy(() =>
  import("@/features/landing/LandingChannel.tsx").then((m) => ({ default: m.LandingChannel })),
);
const HeroShowcase = lazy(() => import("@/features/landing/LandingArt.tsx").then((m) => ({ default: m.HeroShowcase })));
const FeatureArt = lazy(() => import("@/features/landing/LandingArt.tsx").then((m) => ({ default: m.FeatureArt })));

function Action({ to, className, children }: { to: string; className: string; children: string }) {
  return isExternalAction(to) ? (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** A feature without an image of its own gets a picture drawn from the landing channel's music. */
function PrimaryFeatures({ features, channel }: { features: LandingPrimaryFeature[]; channel: string }) {
  if (!features.length) return null;
  return (
    <section className={s.band} aria-label={t("Features")} data-testid="landing-primary-features">
      <ul className={s.featureGrid}>
        {features.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the editor's order is the identity of a feature
          <li key={i} className={s.featureCard}>
            {f.image ? (
              <img className={s.featureImage} src={f.image} alt="" width={96} height={96} loading="lazy" />
            ) : channel ? (
              <Suspense fallback={<div className={s.featureArtSlot} aria-hidden />}>
                <FeatureArt slug={channel} index={i} />
              </Suspense>
            ) : (
              <span className={s.featureNumber} aria-hidden>
                {String(i + 1).padStart(2, "0")}
              </span>
            )}
            <h2 className={s.featureTitle}>{f.title}</h2>
            {f.subtitle ? <p className={s.featureText}>{f.subtitle}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SecondaryFeatures({ features }: { features: LandingSecondaryFeature[] }) {
  if (!features.length) return null;
  return (
    <section className={s.band} aria-label={t("More features")} data-testid="landing-secondary-features">
      <div className={s.bandInner}>
        {features.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the editor's order is the identity of a feature
          <article key={i} className={s.story} data-flip={i % 2 === 1 ? "" : undefined}>
            <div className={s.storyText}>
              {f.subtitle ? <p className={s.eyebrow}>{f.subtitle}</p> : null}
              <h2 className={s.storyTitle}>{f.title}</h2>
              {f.description ? <p className={s.storyDescription}>{f.description}</p> : null}
            </div>
            {f.image ? (
              <img className={s.storyImage} src={f.image} alt="" width={560} height={420} loading="lazy" />
            ) : (
              <div className={s.storyArt} aria-hidden />
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

function PricingTeaser() {
  return (
    <section className={s.band} aria-labelledby="landing-pricing-title" data-testid="landing-pricing">
      <div className={s.pricing}>
        <div>
          <h2 id="landing-pricing-title" className={s.pricingTitle}>
            {t("Go further with a plan")}
          </h2>
          <p className={s.pricingText}>
            {t("No ads, downloads and more. Choose the plan that fits how you listen; cancel any time.")}
          </p>
        </div>
        <Link to="/pricing" className={b.primary}>
          {t("See plans")}
        </Link>
      </div>
    </section>
  );
}

/**
 * The landing page (docs/spec/1-platform-foundation.md homepage option "landingPage"), built from the `landing.*` settings the
 * appearance editor saves. It reads them from the bootstrap data, so the editor's preview messages
 * re-render it as the designer types, through the same code the saved page runs.
 */
export function LandingPage() {
  const data = useBootstrap();
  const landing = landingSettings(data);
  const siteName = (data.settings.branding as { site_name?: string } | undefined)?.site_name ?? "";
  const title = landing.title || t("Music that moves with you. Anywhere.");
  // Without a background photo the hero's other half shows the music itself.
  const showcase = !landing.background_image && landing.channel ? landing.channel : "";
  return (
    <div className={s.page} data-testid="landing-page">
      <section className={s.hero} data-image={landing.background_image ? "" : undefined}>
        {landing.background_image ? (
          <img className={s.heroImage} src={landing.background_image} alt="" fetchPriority="high" decoding="async" />
        ) : null}
        <div className={s.heroLayout} data-art={showcase ? "" : undefined}>
          <div className={s.heroInner}>
            {siteName ? <p className={s.heroBrand}>{siteName}</p> : null}
            <h1 className={s.heroTitle}>{title}</h1>
            {landing.subtitle ? <p className={s.heroText}>{landing.subtitle}</p> : null}
            {landing.action_buttons.length ? (
              <div className={s.actions}>
                {landing.action_buttons.map((button, i) => (
                  <Action
                    // biome-ignore lint/suspicious/noArrayIndexKey: the editor's order is the identity of a button
                    key={i}
                    to={buttonTarget(button, data)}
                    className={button.variant === "primary" ? s.heroPrimary : s.heroSecondary}
                  >
                    {button.label}
                  </Action>
                ))}
              </div>
            ) : null}
          </div>
          {showcase ? (
            <Suspense fallback={<div className={s.heroArtSlot} aria-hidden />}>
              <HeroShowcase slug={showcase} />
            </Suspense>
          ) : null}
        </div>
      </section>
      <PrimaryFeatures features={landing.primary_features} channel={landing.channel} />
      {landing.channel ? (
        <Suspense fallback={null}>
          <LandingChannel slug={landing.channel} />
        </Suspense>
      ) : null}
      <SecondaryFeatures features={landing.secondary_features} />
      {billingEnabled(data) ? <PricingTeaser /> : null}
    </div>
  );
}
