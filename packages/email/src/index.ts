import { render } from "@react-email/render";
import { createElement } from "react";
import { ResetPassword, type ResetPasswordProps } from "./ResetPassword.tsx";
import { translator } from "./translate.ts";
import { VerifyEmailCode, type VerifyEmailCodeProps } from "./VerifyEmailCode.tsx";

export { type Translate, translator } from "./translate.ts";

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
