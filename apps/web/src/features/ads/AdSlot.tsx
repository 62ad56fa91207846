import type { ADS_HIDE_PERMISSION, AdSlotConfig, AdSlotName } from "@backbeat/core/schemas";
import { useBootstrap } from "@/global/bootstrap-store.ts";
import { t } from "@/global/i18n.ts";
import * as s from "./ad-slot.css.ts";

/**
 * One ad at its reserved size. Network code runs in a sandboxed frame with an opaque origin, so
 * it can show and open its own links but never reads the page, its cookies or the session.
 */
export function AdView({ slot, config }: { slot: AdSlotName; config: AdSlotConfig }) {
  return (
    <aside className={`${s.slot} ${s.size[slot]}`} aria-label={config.description || t("Advertisement")}>
      {config.kind === "image" ? (
        config.link ? (
          <a className={s.imageLink} href={config.link} target="_blank" rel="noopener noreferrer sponsored">
            <img className={s.image} src={config.image} alt={config.description} />
          </a>
        ) : (
          <img className={s.image} src={config.image} alt={config.description} />
        )
      ) : (
        <iframe
          className={s.frame}
          title={config.description || t("Advertisement")}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          srcDoc={`<!doctype html><html><body style="margin:0;display:flex;align-items:center;justify-content:center;height:100vh">${config.code}</body></html>`}
        />
      )}
      <span className={s.label}>{t("Ad")}</span>
    </aside>
  );
}

// Named here rather than imported: a value import would pull every schema into each player page.
const ADS_HIDE: typeof ADS_HIDE_PERMISSION = "ads.hide";

/**
 * The ad an admin configured for `slot`, or nothing while it is off (docs/spec/2-product-areas.md §9 slot names) or the
 * viewer's plan or role grants `ads.hide`. Admins are not exempt through their `admin` grant: they
 * see their site as visitors do. Settings and the user come with the page, so the slot is decided
 * before the first paint and its box never appears late.
 */
export function AdSlot({ slot, className }: { slot: AdSlotName; className?: string }) {
  const config = useBootstrap((data) => (data.settings.ads as Record<string, AdSlotConfig> | undefined)?.[slot]);
  const adFree = useBootstrap((data) => Boolean(data.user?.permissions.some((p) => p.name === ADS_HIDE)));
  if (!config?.enabled || adFree) return null;
  if (config.kind === "image" ? !config.image : !config.code) return null;
  return (
    <div className={className} data-ad-slot={slot}>
      <AdView slot={slot} config={config} />
    </div>
  );
}
