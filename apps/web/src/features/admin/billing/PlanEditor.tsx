import { MAX_PLAN_FEATURES, MAX_PLAN_PRICES, PLAN_CURRENCIES, type PlanInput, planInput } from "@backbeat/core/schemas";
import { IconButton, SelectItem, Skeleton, TextField, TrashIcon } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { AddRowButton } from "@/global/form/AddRowButton.tsx";
import {
  AppForm,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  SubmitButton,
  useSchemaForm,
} from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage, AdminSection } from "../AdminPage.tsx";
import { guardedPage } from "../guarded-page.tsx";
import { PermissionEditor } from "../roles/PermissionEditor.tsx";
import * as s from "./billing.css.ts";
import { FormNumberField } from "./FormNumberField.tsx";

type Price = PlanInput["prices"][number];
const NEW_PRICE: Price = { amount: "", currency: "USD", interval: "month", interval_count: 1, sendowl_id: "" };
const EMPTY: PlanInput = {
  name: "",
  description: "",
  feature_list: [],
  recommended: false,
  free: false,
  hidden: false,
  hide_ads: false,
  permissions: [],
  position: 0,
  prices: [NEW_PRICE],
};
const currencyItems = PLAN_CURRENCIES.map((c) => ({ id: c, name: c }));
const intervalItems = [
  { id: "day", label: "Day" },
  { id: "month", label: "Month" },
  { id: "year", label: "Year" },
];

/** docs/spec/2-product-areas.md §2 "plans/new" and "plans/{productId}/edit" (plans.update). */
export const PlanEditorPage = guardedPage("plans.update", PlanLoader);

function PlanLoader() {
  const trpc = useTRPC();
  const id = Number(useParams().productId ?? 0);
  const plan = useQuery({ ...trpc.admin.billing.plan.queryOptions({ id }), enabled: id > 0 });
  if (!id) return <PlanForm key="new" id={null} values={EMPTY} archived={0} />;
  if (!plan.data)
    return (
      <AdminPage title={t("Edit plan")} back={{ to: "/admin/plans", label: "Plans" }}>
        <Skeleton height={480} />
      </AdminPage>
    );
  const p = plan.data;
  return (
    <PlanForm
      key={id}
      id={id}
      archived={p.archived_prices_count}
      values={{
        name: p.name,
        description: p.description ?? "",
        feature_list: p.feature_list,
        recommended: p.recommended,
        free: p.free,
        hidden: p.hidden,
        // The picker below holds ads.hide like any other grant.
        hide_ads: false,
        permissions: p.permissions,
        position: p.position,
        prices: p.prices.map((price) => ({
          id: price.id,
          amount: (price.amount / 100).toFixed(2),
          currency: price.currency as Price["currency"],
          interval: price.interval,
          interval_count: price.interval_count,
          sendowl_id: price.sendowl_id ?? "",
        })),
      }}
    />
  );
}

/** A provider that refused the plan does not undo the save: the admin is told which and why. */
function announce(saved: { warning: string | null }, message: string) {
  if (saved.warning) toast.danger(saved.warning);
  else toast(message);
}

function PlanForm({ id, values, archived }: { id: number | null; values: PlanInput; archived: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(planInput, values);
  const permissionOptions = useQuery(trpc.admin.billing.permissionOptions.queryOptions());
  const create = useMutation(
    trpc.admin.billing.createPlan.mutationOptions({
      onSuccess: (plan) => {
        announce(plan, "Plan created");
        navigate(`/admin/plans/${plan.id}/edit`, { replace: true });
      },
    }),
  );
  const update = useMutation(
    trpc.admin.billing.updatePlan.mutationOptions({
      onSuccess: (plan) => {
        announce(plan, "Plan saved");
        queryClient.setQueryData(trpc.admin.billing.plan.queryKey({ id: plan.id }), plan);
      },
    }),
  );

  return (
    <AdminPage
      title={id === null ? t("New plan") : t("Edit plan")}
      description={t(
        "Saved plans are sent to the payment providers. Changing a price that people pay makes a new price; they keep theirs.",
      )}
      back={{ to: "/admin/plans", label: "Plans" }}
      testId="admin-plan-editor"
    >
      <AppForm
        form={form}
        onSubmit={(v) => (id === null ? create.mutateAsync(v) : update.mutateAsync({ id, plan: v }))}
      >
        <div className={s.layout}>
          <AdminSection title={t("Plan")}>
            <div className={s.row2}>
              <FormTextField name="name" label={t("Name")} isRequired />
              <FormNumberField name="position" label={t("Order")} description={t("Lower numbers show first.")} />
            </div>
            <FormTextArea name="description" label={t("Description")} rows={3} />
            <div className={s.switches}>
              <FormSwitch name="recommended">{t("Recommended")}</FormSwitch>
              <FormSwitch name="free">{t("Free plan")}</FormSwitch>
              <FormSwitch name="hidden">{t("Hidden from the pricing page")}</FormSwitch>
            </div>
          </AdminSection>
          <AdminSection title={t("Features")}>
            <FeatureList />
          </AdminSection>
          <AdminSection title={t("Prices")}>
            <PriceRows />
            {archived > 0 ? (
              <p className={s.hint} data-testid="plan-archived-prices">
                {t(
                  "{n, plural, one {# older price kept for existing subscribers} other {# older prices kept for existing subscribers}}",
                  { n: archived },
                )}
              </p>
            ) : null}
          </AdminSection>
          <AdminSection title={t("Subscribers get")}>
            {permissionOptions.data ? (
              <PermissionEditor name="permissions" groups={permissionOptions.data.groups} />
            ) : (
              <Skeleton height={320} />
            )}
          </AdminSection>
          <div className={s.footer}>
            <SubmitButton>{id === null ? t("Create plan") : t("Save changes")}</SubmitButton>
          </div>
        </div>
      </AppForm>
    </AdminPage>
  );
}

/** Plain strings in the form value, edited one field per line. */
function FeatureList() {
  const { control, setValue, formState } = useFormContext<PlanInput>();
  const features = useWatch({ control, name: "feature_list" }) ?? [];
  const errors = formState.errors.feature_list as unknown as ({ message?: string } | undefined)[] | undefined;
  // Like the bound fields: checked from the first submit on, not while a new line is still empty.
  const set = (next: string[]) =>
    setValue("feature_list", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return (
    <div className={s.list}>
      {features.length === 0 ? <p className={s.hint}>{t("List what subscribers get, one feature per line.")}</p> : null}
      {features.map((feature, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: features are plain strings; their place is their identity
        <div key={i} className={s.featureRow}>
          <TextField
            aria-label={t("Feature :n", { n: i + 1 })}
            value={feature}
            onChange={(v) => set(features.map((f, j) => (j === i ? v : f)))}
            errorMessage={errors?.[i]?.message}
            isInvalid={Boolean(errors?.[i]?.message)}
          />
          <IconButton
            variant="ghost"
            aria-label={t("Remove feature :n", { n: i + 1 })}
            onPress={() => set(features.filter((_, j) => j !== i))}
          >
            <TrashIcon size={16} />
          </IconButton>
        </div>
      ))}
      <AddRowButton isDisabled={features.length >= MAX_PLAN_FEATURES} onPress={() => set([...features, ""])}>
        {t("Add feature")}
      </AddRowButton>
    </div>
  );
}

function PriceRows() {
  const { control, formState } = useFormContext<PlanInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "prices", keyName: "key" });
  const listError = (formState.errors.prices as { message?: string } | undefined)?.message;
  return (
    <div className={s.list}>
      {fields.length === 0 ? <p className={s.hint}>{t("A plan without prices must be marked as free.")}</p> : null}
      {fields.map((field, i) => (
        <div key={field.key} className={s.priceRow} data-testid="plan-price-row">
          <FormTextField name={`prices.${i}.amount`} label={t("Amount")} inputMode="decimal" placeholder="9.99" />
          <FormSelect name={`prices.${i}.currency`} label={t("Currency")} items={currencyItems}>
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </FormSelect>
          <FormSelect name={`prices.${i}.interval`} label={t("Billed every")} items={intervalItems}>
            {(item) => <SelectItem id={item.id}>{t(item.label)}</SelectItem>}
          </FormSelect>
          <FormNumberField name={`prices.${i}.interval_count`} label={t("Count")} />
          <IconButton
            className={s.removeButton}
            variant="ghost"
            aria-label={t("Remove price :n", { n: i + 1 })}
            onPress={() => remove(i)}
          >
            <TrashIcon size={16} />
          </IconButton>
        </div>
      ))}
      {listError ? (
        <p className={s.error} role="alert">
          {listError}
        </p>
      ) : null}
      <AddRowButton isDisabled={fields.length >= MAX_PLAN_PRICES} onPress={() => append({ ...NEW_PRICE })}>
        {t("Add price")}
      </AddRowButton>
    </div>
  );
}
