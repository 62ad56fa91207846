import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useTRPC } from "@/lib/trpc.ts";
import type { Plan, PlanPrice } from "../billing/types.ts";
import { routeId } from "./poll.ts";

/**
 * The plan and price a checkout URL names, looked up among the plans on sale. A tampered,
 * hidden-free or unknown pair comes back as `missing`; the server refuses it regardless.
 */
export function useSelection() {
  const trpc = useTRPC();
  const params = useParams();
  const productId = routeId(params.productId);
  const priceId = routeId(params.priceId);
  const products = useQuery({ ...trpc.billing.products.queryOptions(), enabled: Boolean(productId && priceId) });
  const plan = (products.data?.data as Plan[] | undefined)?.find((p) => p.id === productId) ?? null;
  const price: PlanPrice | null = plan?.prices.find((p) => p.id === priceId) ?? null;
  const missing = !productId || !priceId || (products.isSuccess && (!plan || !price || plan.free));
  return { productId, priceId, plan, price, missing, pending: !missing && products.isPending, error: products.error };
}
