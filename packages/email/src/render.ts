import { render } from "@react-email/render";
import { createElement } from "react";
import { BackstageReviewed, type BackstageReviewedProps } from "./BackstageReviewed.tsx";
import { BillingNotice, type BillingNoticeProps, billingNoticeSubject } from "./BillingNotice.tsx";
import { ContactMessage, type ContactMessageProps } from "./ContactMessage.tsx";
import { LoginUnlock, type LoginUnlockProps } from "./LoginUnlock.tsx";
import { NotificationDigest, type NotificationDigestProps } from "./NotificationDigest.tsx";
import { ResetPassword, type ResetPasswordProps } from "./ResetPassword.tsx";
import { TwoFactorLocked, type TwoFactorLockedProps } from "./TwoFactorLocked.tsx";
import { translator } from "./translate.ts";
import { VerifyEmailCode, type VerifyEmailCodeProps } from "./VerifyEmailCode.tsx";
import { WorkspaceInvite, type WorkspaceInviteProps } from "./WorkspaceInvite.tsx";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

type Common = { siteName: string; lines?: Record<string, string> };

async function both(element: React.ReactElement, subject: string): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

export function renderVerifyEmailCode(props: Omit<VerifyEmailCodeProps, "t"> & Common): Promise<RenderedEmail> {
  const t = translator(props.lines);
  return both(
    createElement(VerifyEmailCode, { ...props, t }),
    t(":code is your :site verification code", { code: props.code, site: props.siteName }),
  );
}

export function renderResetPassword(props: Omit<ResetPasswordProps, "t"> & Common): Promise<RenderedEmail> {
  const t = translator(props.lines);
  return both(createElement(ResetPassword, { ...props, t }), t("Reset your :site password", { site: props.siteName }));
}

export function renderTwoFactorLocked(props: Omit<TwoFactorLockedProps, "t"> & Common): Promise<RenderedEmail> {
  const t = translator(props.lines);
  return both(
    createElement(TwoFactorLocked, { ...props, t }),
    t("Two-factor sign-in to your :site account is locked", { site: props.siteName }),
  );
}

export function renderLoginUnlock(props: Omit<LoginUnlockProps, "t"> & Common): Promise<RenderedEmail> {
  const t = translator(props.lines);
  return both(
    createElement(LoginUnlock, { ...props, t }),
    t("Unlock sign-in to your :site account", { site: props.siteName }),
  );
}

export function renderBackstageReviewed(props: Omit<BackstageReviewedProps, "t"> & Common): Promise<RenderedEmail> {
  const t = translator(props.lines);
  return both(
    createElement(BackstageReviewed, { ...props, t }),
    props.approved
      ? t("Your :site artist request was approved", { site: props.siteName })
      : t("Your :site artist request was declined", { site: props.siteName }),
  );
}

export function renderWorkspaceInvite(props: Omit<WorkspaceInviteProps, "t"> & Common): Promise<RenderedEmail> {
  const t = translator(props.lines);
  return both(
    createElement(WorkspaceInvite, { ...props, t }),
    t(":name invited you to join :workspace on :site", {
      name: props.inviterName,
      workspace: props.workspaceName,
      site: props.siteName,
    }),
  );
}

export function renderContactMessage(props: Omit<ContactMessageProps, "t"> & Common): Promise<RenderedEmail> {
  const t = translator(props.lines);
  return both(
    createElement(ContactMessage, { ...props, t }),
    t(":site contact: a message from :name", { site: props.siteName, name: props.name }),
  );
}

export function renderNotificationDigest(props: Omit<NotificationDigestProps, "t"> & Common): Promise<RenderedEmail> {
  const t = translator(props.lines);
  const single = props.items.length === 1 ? props.items[0] : undefined;
  return both(
    createElement(NotificationDigest, { ...props, t }),
    single ? single.text : t(":count new notifications on :site", { count: props.items.length, site: props.siteName }),
  );
}

export function renderBillingNotice(props: Omit<BillingNoticeProps, "t"> & Common): Promise<RenderedEmail> {
  const t = translator(props.lines);
  return both(createElement(BillingNotice, { ...props, t }), billingNoticeSubject({ ...props, t }));
}
