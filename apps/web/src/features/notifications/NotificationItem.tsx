import { RelativeTime } from "@backbeat/ui";
import { Button } from "react-aria-components";
import { t } from "@/global/i18n.ts";
import { LineContent } from "./content.tsx";
import { InviteActions } from "./InviteActions.tsx";
import { inviteButtons } from "./invite-outcomes.ts";
import * as s from "./notifications.css.ts";
import type { NotificationItemData } from "./types.ts";

/**
 * One notification: its lines, when it came, an unread dot; pressing it opens its action. A
 * workspace invite also carries Join and Decline, beside the item's button rather than inside it.
 */
export function NotificationItem({
  notification: n,
  onOpen,
  onAnswered,
}: {
  notification: NotificationItemData;
  onOpen: (n: NotificationItemData) => void;
  /** After an invite is joined or declined (the popover closes). */
  onAnswered?: () => void;
}) {
  const invite = inviteButtons(n.data).length > 0 || Boolean(n.data.inviteAnswer);
  return (
    <div className={s.entry} data-testid="notification-item">
      <Button className={s.item} onPress={() => onOpen(n)} data-unread={n.read_at ? undefined : ""}>
        <span className={n.read_at ? s.readDot : s.unreadDot} aria-hidden="true" />
        {n.read_at ? null : <span className={s.hidden}>{t("Unread")}</span>}
        <span className={s.itemBody}>
          {n.data.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one stored notification never reorder
            <span key={i} className={line.type === "primary" ? s.primaryLine : s.otherLine}>
              <LineContent html={line.content} />
            </span>
          ))}
          <span className={s.when}>
            <RelativeTime date={n.created_at} />
          </span>
        </span>
      </Button>
      {invite ? <InviteActions notification={n} onAnswered={onAnswered} /> : null}
    </div>
  );
}
