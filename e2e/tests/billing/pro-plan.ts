const MONTHLY = { amount: "9.99", currency: "USD", interval: "month", interval_count: 1, sendowl_id: "" };
const YEARLY = { amount: "95.88", currency: "USD", interval: "year", interval_count: 1, sendowl_id: "" };

/** The Pro plan the billing journeys sell (no ads, api.access), monthly and, when asked, yearly. */
export const proPlan = (options: { yearly: boolean }) => ({
  name: "Pro",
  description: "No ads, downloads and the API.",
  feature_list: ["No ads", "Offline downloads", "API access"],
  recommended: true,
  free: false,
  hidden: false,
  hide_ads: true,
  permissions: [{ name: "api.access", restrictions: [] }],
  position: 1,
  prices: options.yearly ? [MONTHLY, YEARLY] : [MONTHLY],
});
