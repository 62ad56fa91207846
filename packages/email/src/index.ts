import type * as Templates from "./render.ts";
import type { RenderedEmail } from "./render.ts";

export type { BillingNoticeKind } from "./BillingNotice.tsx";
export type { RenderedEmail } from "./render.ts";
export { type Translate, translator } from "./translate.ts";

/**
 * React and react-email weigh about 45 MB once loaded, and most processes send no mail for a
 * long time (or ever), so the templates load on the first message instead of at start-up.
 */
let templates: Promise<typeof Templates> | undefined;
const load = () => {
  templates ??= import("./render.ts");
  return templates;
};

type Props<K extends keyof typeof Templates> = Parameters<(typeof Templates)[K]>[0];

export async function renderVerifyEmailCode(props: Props<"renderVerifyEmailCode">): Promise<RenderedEmail> {
  return (await load()).renderVerifyEmailCode(props);
}

export async function renderResetPassword(props: Props<"renderResetPassword">): Promise<RenderedEmail> {
  return (await load()).renderResetPassword(props);
}

export async function renderTwoFactorLocked(props: Props<"renderTwoFactorLocked">): Promise<RenderedEmail> {
  return (await load()).renderTwoFactorLocked(props);
}

export async function renderLoginUnlock(props: Props<"renderLoginUnlock">): Promise<RenderedEmail> {
  return (await load()).renderLoginUnlock(props);
}

export async function renderBackstageReviewed(props: Props<"renderBackstageReviewed">): Promise<RenderedEmail> {
  return (await load()).renderBackstageReviewed(props);
}

export async function renderWorkspaceInvite(props: Props<"renderWorkspaceInvite">): Promise<RenderedEmail> {
  return (await load()).renderWorkspaceInvite(props);
}

export async function renderContactMessage(props: Props<"renderContactMessage">): Promise<RenderedEmail> {
  return (await load()).renderContactMessage(props);
}

export async function renderNotificationDigest(props: Props<"renderNotificationDigest">): Promise<RenderedEmail> {
  return (await load()).renderNotificationDigest(props);
}

export async function renderBillingNotice(props: Props<"renderBillingNotice">): Promise<RenderedEmail> {
  return (await load()).renderBillingNotice(props);
}
