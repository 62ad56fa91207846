import { t } from "@/global/i18n.ts";
import { Plans } from "../pricing/PricingPage.tsx";
import { BillingGate, BillingStep } from "./BillingGate.tsx";

/** /billing/change-plan: the same plan picker as /pricing, linking to the confirm step. */
export function ChangePlanPage() {
  return (
    <BillingGate>
      <BillingStep
        title={t("Change plan")}
        lead={t("Pick a new plan. You'll see what changes, and what it costs, before anything is charged.")}
        wide
        testId="billing-change-plan"
      >
        <div style={{ paddingTop: 8 }}>
          <Plans />
        </div>
      </BillingStep>
    </BillingGate>
  );
}

export { ChangePlanPage as Component };
