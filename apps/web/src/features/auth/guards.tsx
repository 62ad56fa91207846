import { ButtonLink } from "@backbeat/ui";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { routeDecision, viewerCan } from "./access.ts";
import * as s from "./auth.css.ts";
import { LockIcon } from "./icons.tsx";

/**
 * Route guard (docs/spec/1-platform-foundation.md §6): renders its children, or sends the visitor to /login, /pricing or
 * /404. `requireLogin` defaults to true; with only a permission, guests holding it may pass.
 */
export function RouteGuard({
  permission,
  requireLogin,
  children,
}: {
  permission?: string;
  requireLogin?: boolean;
  children: ReactNode;
}) {
  const data = useBootstrap();
  const location = useLocation();
  const decision = routeDecision(
    data,
    { ...(permission ? { permission } : {}), ...(requireLogin === undefined ? {} : { requireLogin }) },
    `${location.pathname}${location.search}${location.hash}`,
  );
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}

/** Component guard (docs/spec/1-platform-foundation.md §6): the children, or a no-access view in their place. */
export function PermissionGuard({
  permission,
  children,
  fallback,
}: {
  permission: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const data = useBootstrap();
  if (viewerCan(data, permission)) return children;
  return fallback ?? <NoAccess />;
}

export function NoAccess() {
  return (
    <div className={s.noAccess} role="alert" data-testid="no-access">
      <LockIcon size={40} />
      <h2 className={s.noAccessTitle}>{t("You don't have access to this")}</h2>
      <p className={s.lead}>
        {t("Your account does not have permission to see this. Contact the Admin if you think it should.")}
      </p>
      <ButtonLink href="/" variant="outline">
        {t("Take me home")}
      </ButtonLink>
    </div>
  );
}
