/**
 * docs/spec/1-platform-foundation.md §6 on the client: permission checks against the bootstrap data and the route guard's
 * decision. Pure functions, so the rules are unit-tested; guards.tsx renders them.
 */
export interface AccessViewer {
  user: {
    permissions: { name: string }[];
    subscriptions: { valid?: boolean; active?: boolean }[];
  } | null;
  guest_role?: { permissions: { name: string }[] } | null;
  settings: Record<string, unknown>;
}

/** `admin` passes every check; guests use the guest role's permissions. */
export function viewerCan(viewer: AccessViewer, permission: string): boolean {
  const grants = viewer.user ? viewer.user.permissions : (viewer.guest_role?.permissions ?? []);
  return grants.some((p) => p.name === "admin" || p.name === permission);
}

/** Subscribed: at least one subscription with valid true. */
export function isSubscribed(viewer: AccessViewer): boolean {
  return Boolean(viewer.user?.subscriptions.some((s) => s.valid === true));
}

function billingEnabled(settings: Record<string, unknown>): boolean {
  const billing = settings.billing as { enable?: unknown } | undefined;
  return Boolean(billing?.enable ?? settings["billing.enable"]);
}

export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: string };

/**
 * The route guard: a missing login goes to /login (returning here afterwards); a signed-in user
 * lacking the permission goes to /pricing when billing is on and they are not subscribed,
 * otherwise to /404.
 */
export function routeDecision(
  viewer: AccessViewer,
  rule: { permission?: string; requireLogin?: boolean },
  here: string,
): GuardDecision {
  const needsLogin = rule.requireLogin ?? true;
  const allowed = !rule.permission || viewerCan(viewer, rule.permission);
  if (!viewer.user && (needsLogin || !allowed)) {
    return { kind: "redirect", to: `/login?redirect=${encodeURIComponent(here)}` };
  }
  if (allowed) return { kind: "allow" };
  return { kind: "redirect", to: billingEnabled(viewer.settings) && !isSubscribed(viewer) ? "/pricing" : "/404" };
}
