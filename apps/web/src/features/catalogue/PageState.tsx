import { Skeleton } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { NotFoundPage } from "@/pages/NotFoundPage.tsx";
import * as s from "./catalogue.css.ts";

export function httpStatusOf(error: unknown): number | null {
  const data = (error as { data?: { httpStatus?: number } } | null)?.data;
  return typeof data?.httpStatus === "number" ? data.httpStatus : null;
}

/** Unknown ids show the not-found page; other failures a short message. */
export function PageError({ error }: { error: unknown }) {
  const status = httpStatusOf(error);
  if (status === 404 || status === 422 || status === 400) return <NotFoundPage />;
  return (
    <div style={{ padding: "80px 0", textAlign: "center" }} data-testid="page-error">
      <h1 style={{ margin: 0 }}>{t("There was an issue loading this page")}</h1>
      <p className={s.muted}>{t("Please try again later")}</p>
    </div>
  );
}

export function PageSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={t("Loading")}>
      <div className={s.hero} style={{ minHeight: 240 }}>
        <Skeleton width={200} height={200} />
        <div style={{ display: "grid", gap: 12, flex: 1 }}>
          <Skeleton width={80} height={14} />
          <Skeleton width="50%" height={56} />
          <Skeleton width="30%" height={14} />
        </div>
      </div>
      <div style={{ height: 24 }} />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <div key={i} className={s.skeletonRow}>
          <Skeleton width={40} height={40} />
          <div style={{ display: "grid", gap: 6, flex: 1 }}>
            <Skeleton width="35%" height={12} />
            <Skeleton width="20%" height={10} />
          </div>
        </div>
      ))}
    </div>
  );
}
