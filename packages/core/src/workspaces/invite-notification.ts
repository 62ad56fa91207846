import { renderWorkspaceInvite } from "@backbeat/email";
import type { CoreServices } from "../context.ts";
import { mailerFor } from "../mail/mailer.ts";
import { notifyLater } from "../notifications/service.ts";
import { INVITE_TTL_DAYS } from "./schemas.ts";

export interface InviteMessage {
  inviteId: string;
  email: string;
  workspaceName: string;
  inviterName: string;
}

/** The invite e-mail: the join link works whether or not the address has an account yet. */
export async function sendInviteMail(services: CoreServices, invite: InviteMessage): Promise<void> {
  try {
    const settings = await services.settings.snapshot();
    const mail = await renderWorkspaceInvite({
      siteName: settings.get("branding.site_name"),
      workspaceName: invite.workspaceName,
      inviterName: invite.inviterName,
      url: `${services.config.appUrl}/workspace/join/${invite.inviteId}`,
      days: INVITE_TTL_DAYS,
    });
    await mailerFor(services).send({ to: invite.email, template: "workspace-invite", ...mail });
  } catch (error) {
    // The invite is stored and listed with its link; a mail server being down must not undo it.
    const e = error instanceof Error ? error : new Error(String(error));
    await services.errorLog.write({
      message: `Workspace invite mail to ${invite.email} failed: ${e.message}`,
      stack: e.stack,
    });
  }
}

/**
 * The notification (type `workspace_invite`, with Join and Decline) for an invitee who already
 * has an account. The invite e-mail has just gone to them, so the notification sends no second one.
 */
export function notifyInvitee(services: CoreServices, userId: number, invite: InviteMessage): void {
  notifyLater(services, {
    userId,
    type: "workspace_invite",
    covered: ["email"],
    data: { inviteId: invite.inviteId, workspaceName: invite.workspaceName, inviterName: invite.inviterName },
  });
}
