import { ButtonLink } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { RouteGuard } from "../auth/guards.tsx";
import * as s from "./backstage.css.ts";

function RequestSubmitted() {
  return (
    <div className={`${s.page} ${s.narrow}`} data-testid="request-submitted">
      <header>
        <h1 className={s.title}>{t("Request submitted")}</h1>
        <p className={s.lead}>
          {t("Thanks! Our team will review your request and let you know by e-mail once it has been decided.")}
        </p>
      </header>
      <p className={s.cardText}>{t("You can follow its status on your requests page in the meantime.")}</p>
      <div className={s.actions}>
        <ButtonLink href="/backstage/requests" variant="primary">
          {t("Back to your requests")}
        </ButtonLink>
      </div>
    </div>
  );
}

export function RequestSubmittedPage() {
  return (
    <RouteGuard permission="backstageRequests.create">
      <RequestSubmitted />
    </RouteGuard>
  );
}

export { RequestSubmittedPage as Component };
