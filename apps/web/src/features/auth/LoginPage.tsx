import { Button, Checkbox, Form, TextField } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useBootstrap } from "../../app/bootstrap.ts";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { AuthLayout, FormAlert } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { PasskeySignIn } from "./PasskeySignIn.tsx";
import { RedirectIfSignedIn } from "./RedirectIfSignedIn.tsx";
import { SocialButtons } from "./SocialButtons.tsx";
import { TwoFactorChallenge } from "./TwoFactorChallenge.tsx";
import { formErrors, useSignedIn } from "./use-auth.ts";

export function LoginPage() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  const location = useLocation();
  const [params] = useSearchParams();
  const workspace = location.pathname.startsWith("/workspace/");
  const registrationDisabled = Boolean((data.settings.registration as { disable?: boolean } | undefined)?.disable);
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
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
  const errors = formErrors(login.error);

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
      <FormAlert tone="positive">{notice ? t(notice) : null}</FormAlert>
      <FormAlert>{errors.general}</FormAlert>
      <Form
        serverErrors={errors.fields}
        onSubmit={(e) => {
          e.preventDefault();
          login.mutate({ email, password, remember });
        }}
      >
        <div className={s.fields} onInput={() => login.error && login.reset()}>
          <TextField
            name="email"
            type="email"
            label={t("Email")}
            autoComplete="username"
            isRequired
            autoFocus={!email}
            value={email}
            onChange={setEmail}
            size="lg"
          />
          <TextField
            name="password"
            type="password"
            label={t("Password")}
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
            size="lg"
          />
          <div className={s.row}>
            <Checkbox name="remember" isSelected={remember} onChange={setRemember}>
              {t("Stay signed in for a month")}
            </Checkbox>
            <Link className={s.textButton} to="/forgot-password">
              {t("Forgot your password?")}
            </Link>
          </div>
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={login.isPending}>
            {t("Continue")}
          </Button>
        </div>
      </Form>
      <div className={s.divider}>{t("or")}</div>
      <div className={s.socialList}>
        <PasskeySignIn remember={remember} />
        <SocialButtons divider={false} onTwoFactor={() => setChallenge(true)} />
      </div>
    </AuthLayout>
  );
}

export { LoginPage as Component };
