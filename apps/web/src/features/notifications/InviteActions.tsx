import { INVALID_INVITE } from "@backbeat/core/schemas";
import { Button } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { type InviteOutcome, inviteButtons, useInviteOutcome } from "./invite-outcomes.ts";
import * as s from "./notifications.css.ts";
import type { NotificationItemData } from "./types.ts";
import { useInviteAnswer } from "./useInviteAnswer.ts";

function outcomeText(outcome: InviteOutcome): string {
  if (outcome === "joined") return t("You joined this workspace");
  if (outcome === "declined") return t("You declined this invitation");
  return t(INVALID_INVITE);
}

/** A workspace invite's Join and Decline, or what became of it once answered. */
export function InviteActions({
  notification: n,
  onAnswered,
}: {
  notification: NotificationItemData;
  onAnswered?: () => void;
}) {
  const outcome = useInviteOutcome(n.data.inviteId ?? "") ?? n.data.inviteAnswer;
  const answer = useInviteAnswer(n, onAnswered);
  const buttons = inviteButtons(n.data);
  if (outcome)
    return (
      <p className={s.inviteOutcome} data-testid="invite-outcome" role="status">
        {outcomeText(outcome)}
      </p>
    );
  return (
    <div className={s.inviteActions} data-testid="invite-actions">
      {buttons.map((b) => {
        const join = b.action === "join";
        return (
          <Button
            key={b.action}
            variant={join ? "primary" : "outline"}
            size="sm"
            isPending={join ? answer.joining : answer.declining}
            isDisabled={join ? answer.declining : answer.joining}
            onPress={join ? answer.join : answer.decline}
          >
            {join ? t("Join") : t("Decline")}
          </Button>
        );
      })}
    </div>
  );
}
