import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  NumberField,
  Select,
  SelectItem,
  Skeleton,
  TextField,
} from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { useRefreshLists } from "../datatable/use-refresh-lists.ts";
import * as s from "./billing.css.ts";
import { formatInterval, formatMoney } from "./money.ts";

type Choice = {
  id: number;
  name: string;
  prices: { id: number; amount: number; currency: string; interval: string }[];
};

/** "Pro · $4.99 / month" for every current price of every plan (and a free plan without one). */
function priceOptions(plans: Choice[] | undefined) {
  return (plans ?? []).flatMap((p) =>
    p.prices.length
      ? p.prices.map((r) => ({
          id: `${p.id}:${r.id}`,
          label: `${p.name} · ${formatMoney(r.amount, r.currency)} / ${formatInterval(r.interval)}`,
        }))
      : [{ id: `${p.id}:`, label: p.name }],
  );
}
const parseChoice = (key: string) => {
  const [productId, priceId] = key.split(":");
  return { productId: Number(productId), priceId: priceId ? Number(priceId) : null };
};
const day = (value: string | null) => (value ? new Date(value).toLocaleDateString() : "—");

/** One subscription: what it is, and the admin's actions on it (subscriptions.update). */
export function SubscriptionDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const detail = useQuery({ ...trpc.admin.billing.subscription.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const choices = useQuery({ ...trpc.admin.billing.subscriptionPlanChoices.queryOptions(), enabled: id !== null });
  const [days, setDays] = useState(30);
  const [target, setTarget] = useState<string | null>(null);
  const after = (message: string) => async () => {
    toast(message);
    await queryClient.invalidateQueries({ queryKey: trpc.admin.billing.subscription.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.admin.datatable.list.pathKey() });
  };
  const cancel = useMutation(
    trpc.admin.billing.cancelSubscription.mutationOptions({ onSuccess: after("Subscription cancelled") }),
  );
  const resume = useMutation(
    trpc.admin.billing.resumeSubscription.mutationOptions({ onSuccess: after("Subscription resumed") }),
  );
  const change = useMutation(
    trpc.admin.billing.changeSubscriptionPlan.mutationOptions({ onSuccess: after("Plan changed") }),
  );
  const extend = useMutation(
    trpc.admin.billing.extendSubscription.mutationOptions({ onSuccess: after("Subscription extended") }),
  );
  const sub = detail.data;
  const ended = sub ? sub.status === "expired" || (sub.status === "cancelled" && !sub.cancel_at_period_end) : true;

  return (
    <Dialog size="lg" isOpen={id !== null} onOpenChange={(open) => !open && onClose()} aria-label={t("Subscription")}>
      <DialogHeader>{sub ? `${sub.user.name} · ${sub.plan.name}` : t("Subscription")}</DialogHeader>
      <DialogBody>
        {!sub ? (
          <Skeleton height={240} />
        ) : (
          <div className={s.list} data-testid="admin-subscription-dialog">
            <dl className={s.list}>
              <dt>{t("Status")}</dt>
              <dd>{sub.status}</dd>
              <dt>{t("Paid with")}</dt>
              <dd>{sub.manual ? t("Manual") : sub.gateway}</dd>
              <dt>{t("Price")}</dt>
              <dd>
                {sub.price
                  ? `${formatMoney(sub.price.amount, sub.price.currency)} / ${formatInterval(sub.price.interval)}`
                  : "—"}
              </dd>
              <dt>{t("Renews")}</dt>
              <dd>{day(sub.renews_at)}</dd>
              <dt>{t("Ends")}</dt>
              <dd>{day(sub.ends_at)}</dd>
            </dl>
            <Select
              label={t("Change plan")}
              items={priceOptions(choices.data).filter((o) => !o.id.endsWith(":"))}
              selectedKey={target}
              onSelectionChange={(key) => setTarget(key === null ? null : String(key))}
              isDisabled={ended}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            <div>
              <Button
                variant="outline"
                size="sm"
                isDisabled={!target || ended}
                onPress={() => {
                  const choice = target ? parseChoice(target) : null;
                  if (choice?.priceId)
                    change.mutate({ id: sub.id, productId: choice.productId, priceId: choice.priceId });
                }}
              >
                {t("Change plan")}
              </Button>
            </div>
            {sub.manual ? (
              <div className={s.row2}>
                <NumberField label={t("Days")} minValue={1} maxValue={3650} value={days} onChange={setDays} />
                <Button variant="outline" size="sm" onPress={() => extend.mutate({ id: sub.id, days })}>
                  {t("Extend")}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        {sub?.cancel_at_period_end && sub.valid ? (
          <Button variant="outline" onPress={() => resume.mutate({ id: sub.id })}>
            {t("Resume")}
          </Button>
        ) : null}
        {sub && !ended && !sub.cancel_at_period_end ? (
          <Button variant="outline" onPress={() => cancel.mutate({ id: sub.id, atPeriodEnd: true })}>
            {t("Cancel at period end")}
          </Button>
        ) : null}
        {sub && !ended ? (
          <Button variant="danger" onPress={() => cancel.mutate({ id: sub.id, atPeriodEnd: false })}>
            {t("Cancel now")}
          </Button>
        ) : null}
        <Button variant="ghost" onPress={onClose}>
          {t("Close")}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** Gives a user a plan by hand, for some days or until cancelled. */
export function GrantSubscriptionDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const refreshLists = useRefreshLists();
  const choices = useQuery({ ...trpc.admin.billing.subscriptionPlanChoices.queryOptions(), enabled: isOpen });
  const [user, setUser] = useState("");
  const [days, setDays] = useState(Number.NaN);
  const [target, setTarget] = useState<string | null>(null);
  const grant = useMutation(
    trpc.admin.billing.grantSubscription.mutationOptions({
      onSuccess: async () => {
        toast("Subscription granted");
        await refreshLists();
        onClose();
      },
    }),
  );
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} aria-label={t("Grant a subscription")}>
      <DialogHeader>{t("Grant a subscription")}</DialogHeader>
      <DialogBody>
        <div className={s.list}>
          <TextField
            label={t("User")}
            description={t("Their e-mail address, or their id from the users list.")}
            value={user}
            onChange={setUser}
            maxLength={255}
            autoFocus
          />
          <Select
            label={t("Plan")}
            items={priceOptions(choices.data)}
            selectedKey={target}
            onSelectionChange={(key) => setTarget(key === null ? null : String(key))}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          <NumberField
            label={t("Days")}
            description={t("Leave empty for a subscription that lasts until cancelled.")}
            minValue={1}
            maxValue={3650}
            value={days}
            onChange={setDays}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t("Cancel")}
        </Button>
        <Button
          isDisabled={!target || !user.trim()}
          isPending={grant.isPending}
          onPress={() => {
            if (!target) return;
            const choice = parseChoice(target);
            const who = user.trim();
            grant.mutate({
              ...(/^\d{1,10}$/.test(who) ? { userId: Number(who) } : { email: who }),
              ...choice,
              days: Number.isNaN(days) ? null : days,
            });
          }}
        >
          {t("Grant")}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
