import { render } from "@react-email/render";
import { createElement } from "react";
import { ResetPassword, type ResetPasswordProps } from "./ResetPassword.tsx";
import { TwoFactorLocked, type TwoFactorLockedProps } from "./TwoFactorLocked.tsx";
import { translator } from "./translate.ts";
import { VerifyEmailCode, type VerifyEmailCodeProps } from "./VerifyEmailCode.tsx";

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
