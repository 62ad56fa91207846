import { ButtonLink, EmptyState, Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { NotFoundPage } from "@/pages/NotFoundPage.tsx";
import { TestPaymentsNotice } from "../billing/TestPaymentsNotice.tsx";
import type { Plan } from "../billing/types.ts";
import { PageError } from "../catalogue/PageState.tsx";
import { PlanPicker } from "./PlanPicker.tsx";
import * as s from "./pricing.css.ts";
import { usePickerViewer } from "./use-viewer.ts";

/** /pricing (docs/spec/2-product-areas.md §2 "Pricing"): the plans, the contact block; a 404 while billing is off. */
export function PricingPage() {
  const { enabled } = usePickerViewer();
  if (!enabled) return <NotFoundPage />;
  return (
    <div className={s.page} data-testid="pricing-page">
      <header className={s.hero}>
        <p className={s.eyebrow}>{t("Pricing")}</p>
        <h1 className={s.title}>{t("Choose the right plan for you")}</h1>
        <p className={s.lead}>{t("Listen without limits. Switch or cancel any time; no hidden fees.")}</p>
        <div className={s.testPayments}>
          <TestPaymentsNotice />
        </div>
      </header>
      <Plans />
      <section className={s.contact} aria-labelledby="pricing-contact-title">
        <div>
          <h2 id="pricing-contact-title" className={s.contactTitle}>
            {t("Do you have any questions about PRO accounts?")}
          </h2>
          <p className={s.contactText}>{t("Our team is happy to help with plans, payments and invoices.")}</p>
        </div>
        <ButtonLink href="/contact" variant="outline" size="lg">
          {t("Contact us")}
        </ButtonLink>
      </section>
    </div>
  );
}

export function Plans() {
  const trpc = useTRPC();
  const products = useQuery(trpc.billing.products.queryOptions());
  const { viewer, loading } = usePickerViewer();
  if (products.isPending || loading) return <PlansSkeleton />;
  if (products.isError) return <PageError error={products.error} />;
  const plans = (products.data.data as Plan[]).filter((p) => !p.hidden);
  if (!plans.length) {
    return (
      <div className={s.empty}>
        <EmptyState title={t("No plans yet")} message={t("Plans will show up here once the site offers them.")} />
      </div>
    );
  }
  return <PlanPicker plans={plans} viewer={viewer} />;
}

function PlansSkeleton() {
  return (
    <div className={s.grid} role="status" aria-busy="true" aria-label={t("Loading")}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={s.skeletonCard}>
          <Skeleton width="40%" height={22} />
          <Skeleton width="80%" height={14} />
          <Skeleton width="55%" height={44} />
          <Skeleton height={50} />
          <Skeleton width="70%" height={14} />
          <Skeleton width="60%" height={14} />
          <Skeleton width="65%" height={14} />
        </div>
      ))}
    </div>
  );
}

export { PricingPage as Component };
