import { useQuery } from "@tanstack/react-query";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { isSubscribed } from "../auth/access.ts";
import type { Subscription } from "../billing/types.ts";
import { billingEnabled } from "../landing/landing-settings.ts";
import type { PickerViewer } from "./PlanPicker.tsx";

/** Who is choosing a plan: signed in or not, subscribed or not, and the price they pay now. */
export function usePickerViewer(): { viewer: PickerViewer; enabled: boolean; loading: boolean } {
  const data = useBootstrap();
  const trpc = useTRPC();
  const subscribed = isSubscribed(data);
  const subscription = useQuery({ ...trpc.billing.subscription.queryOptions(), enabled: subscribed });
  const current = (subscription.data ?? null) as Subscription | null;
  return {
    enabled: billingEnabled(data),
    loading: subscribed && subscription.isPending,
    viewer: {
      signedIn: Boolean(data.user),
      subscribed,
      currentPriceId: current?.price?.id ?? null,
      user: data.user ? { id: data.user.id, email: data.user.email } : null,
    },
  };
}
