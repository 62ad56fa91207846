import { loginInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useTRPC } from "../../app/trpc.ts";
import { AppForm, FormCheckbox, SubmitButton, useSchemaForm } from "../../global/form/index.ts";
import { t } from "../../global/i18n.ts";
import { CurrentPasswordField, EmailField } from "./AuthFields.tsx";
import { AuthLayout, AuthNotice } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { PasskeySignIn } from "./PasskeySignIn.tsx";
import { RedirectIfSignedIn } from "./RedirectIfSignedIn.tsx";
import { SocialButtons } from "./SocialButtons.tsx";
import { TwoFactorChallenge } from "./TwoFactorChallenge.tsx";
import { useAuthRoute, useSignedIn } from "./use-auth.ts";

export function LoginPage() {
  const { data, location, params, workspace } = useAuthRoute();
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  const registrationDisabled = Boolean((data.settings.registration as { disable?: boolean } | undefined)?.disable);
  const form = useSchemaForm(loginInput, { email: params.get("email") ?? "", password: "", remember: true });
  const [challenge, setChallenge] = useState(false);
  const notice = (location.state as { message?: string } | null)?.message ?? null;

  const login = useMutation(
    trpc.session.login.mutationOptions({
      onSuccess: (answer) => {
        if ("bootstrapData" in answer && answer.bootstrapData) signedIn(answer.bootstrapData);
        else setChallenge(true);
      },
    }),
  );

  if (data.user) return <RedirectIfSignedIn />;
  if (challenge) return <TwoFactorChallenge onCancel={() => setChallenge(false)} />;

  const heading = workspace
    ? t("To join your team on :siteName, login to your account", { siteName: data.branding.site_name })
    : t("Sign in to your account");

  return (
    <AuthLayout
      testId="login-page"
      heading={heading}
      footer={
        registrationDisabled ? null : (
          <>
            {t("Don't have an account?")}{" "}
            <Link className={s.textButton} to={workspace ? "/workspace/join/register" : "/register"}>
              {t("Sign up.")}
            </Link>
          </>
        )
      }
    >
      <AuthNotice>{notice ? t(notice) : null}</AuthNotice>
      <AppForm form={form} onSubmit={(values) => login.mutateAsync(values)}>
        <div className={s.fields}>
          <EmailField autoComplete="username" autoFocus={!params.get("email")} />
          <CurrentPasswordField size="lg" />
          <div className={s.row}>
            <FormCheckbox name="remember">{t("Stay signed in for a month")}</FormCheckbox>
            <Link className={s.textButton} to="/forgot-password">
              {t("Forgot your password?")}
            </Link>
          </div>
          <SubmitButton size="lg" fullWidth>
            {t("Continue")}
          </SubmitButton>
        </div>
      </AppForm>
      <div className={s.divider}>{t("or")}</div>
      <div className={s.socialList}>
        <PasskeySignIn remember={form.watch("remember") ?? true} />
        <SocialButtons divider={false} onTwoFactor={() => setChallenge(true)} />
      </div>
    </AuthLayout>
  );
}

export { LoginPage as Component };
