/**
 * The shapes the billing screens read from the `billing` router. Declared here so the screens
 * say what they rely on; the router's answers are checked against them where they are used.
 */
import type { UserSubscription } from "@backbeat/api/types";

export type Interval = "day" | "month" | "year";
export type GatewayName = "stripe" | "paypal" | "test";

export interface PlanPrice {
  id: number;
  amount: number;
  currency: string;
  interval: Interval;
  interval_count: number;
  sendowl_id?: string | null;
}

export interface Plan {
  id: number;
  name: string;
  description?: string | null;
  feature_list: string[];
  recommended: boolean;
  free: boolean;
  hidden: boolean;
  position?: number;
  prices: PlanPrice[];
}

export interface PaymentMethod {
  brand: string;
  last4?: string | null;
  exp_month?: number | null;
  exp_year?: number | null;
  email?: string | null;
}

export type SubscriptionStatus = "incomplete" | "trialing" | "active" | "past_due" | "cancelled" | "expired";

/** A subscriber's subscription as `billing.subscriptions` answers it. */
export type Subscription = UserSubscription;

export interface Invoice {
  id: number | string;
  amount: number;
  currency: string;
  status: string;
  pdf_url: string | null;
  hosted_url: string | null;
  /** The provider's PDF or page, else the site's own receipt page (a path). */
  receipt_url: string;
  created_at: string;
  period_start: string | null;
  period_end: string | null;
}

export type CheckoutStatus = "open" | "completed" | "failed" | "expired";
