import { fieldErrors } from "@backbeat/client";
import { HUMAN_CHECK_FIELD, loginInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { AppForm, FormCheckbox, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { CurrentPasswordField, EmailField } from "./AuthFields.tsx";
import { AuthLayout, AuthNotice } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { HUMAN_CHECK_FAILED, runHumanCheck } from "./human-check.ts";
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
  // Why this sign-in first runs the human check (many failed sign-ins from here or to this account).
  const [humanNotice, setHumanNotice] = useState<string | null>(null);
  const notice = (location.state as { message?: string } | null)?.message ?? null;

  const login = useMutation(
    trpc.session.login.mutationOptions({
      onSuccess: (answer) => {
        if ("bootstrapData" in answer && answer.bootstrapData) signedIn(answer.bootstrapData);
        else setChallenge(true);
      },
    }),
  );

  /**
   * After many failed sign-ins the server asks a new browser for the human check instead of
   * locking it out: run it (invisible, or a short proof of work), then send the same sign-in.
   */
  const submit = async (values: z.output<typeof loginInput>) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      const asked = fieldErrors(error)[HUMAN_CHECK_FIELD];
      if (!asked) throw error;
      setHumanNotice(asked);
      if (!(await runHumanCheck("login"))) {
        toast.danger(HUMAN_CHECK_FAILED);
        return;
      }
      await login.mutateAsync(values);
    }
  };

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
      <AuthNotice tone="info">{humanNotice ? t(humanNotice) : null}</AuthNotice>
      <AppForm form={form} onSubmit={submit}>
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
