import { useMutation } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "./ImpersonationBanner.css.ts";

/**
 * Shown on every page while an admin is logged in as someone else ("log in as"): who they are
 * acting as, and the way back to their own account (which reloads the page as the admin).
 */
export function ImpersonationBanner() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const stop = useMutation(
    trpc.admin.users.stopImpersonating.mutationOptions({
      onSuccess: () => window.location.assign(data.user ? `/admin/users/${data.user.id}` : "/admin/users"),
    }),
  );
  if (!data.impersonation || !data.user) return null;
  return (
    <div className={s.banner} role="status" data-testid="impersonation-banner">
      <span>
        {t("You are logged in as")} <span className={s.name}>{data.user.name}</span>
      </span>
      <button type="button" className={s.back} disabled={stop.isPending} onClick={() => stop.mutate()}>
        {t("Back to my account")}
      </button>
    </div>
  );
}
