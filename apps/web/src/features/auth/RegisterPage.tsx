import { Button, Checkbox, Form, TextField } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { useBootstrap } from "../../app/bootstrap.ts";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";
import { AuthLayout, FormAlert } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { HUMAN_CHECK_FAILED, humanCheckEnabled, runHumanCheck } from "./human-check.ts";
import { RedirectIfSignedIn } from "./RedirectIfSignedIn.tsx";
import { SocialButtons } from "./SocialButtons.tsx";
import { TwoFactorChallenge } from "./TwoFactorChallenge.tsx";
import { formErrors, useSignedIn } from "./use-auth.ts";

interface Policy {
  id: string | number;
  label?: string;
  link?: string | { label?: string; action?: string };
}

export function RegisterPage() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  const location = useLocation();
  const [params] = useSearchParams();
  const workspace = location.pathname.startsWith("/workspace/");
  const registration = (data.settings.registration ?? {}) as { disable?: boolean; policies?: Policy[] };
  const lockedEmail = params.get("email");
  const [email, setEmail] = useState(lockedEmail ?? "");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const policies = registration.policies ?? [];

  const [checking, setChecking] = useState(false);
  const [challenge, setChallenge] = useState(false);
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: ({ bootstrapData, status }) => {
        signedIn(bootstrapData, status === "needs_email_verification" ? "/" : undefined);
      },
    }),
  );
  const errors = formErrors(register.error);
  const humanFailed = errors.general === t(HUMAN_CHECK_FAILED);
  useEffect(() => {
    if (humanFailed) toast.danger(HUMAN_CHECK_FAILED);
  }, [humanFailed]);

  const submit = async () => {
    const values = {
      email,
      password,
      password_confirmation: confirmation,
      ...Object.fromEntries(policies.map((p) => [String(p.id), Boolean(accepted[String(p.id)])])),
    };
    // Spec 1 §5: the human check runs first; failing it blocks registration.
    if (humanCheckEnabled(data.settings, "register")) {
      setChecking(true);
      const human = await runHumanCheck("register");
      setChecking(false);
      if (!human) {
        toast.danger(HUMAN_CHECK_FAILED);
        return;
      }
    }
    register.mutate(values);
  };

  if (data.user) return <RedirectIfSignedIn />;
  if (registration.disable && !workspace) return <Navigate to="/login" replace />;
  if (challenge) return <TwoFactorChallenge onCancel={() => setChallenge(false)} />;

  return (
    <AuthLayout
      testId="register-page"
      heading={t("Create a new account")}
      lead={params.get("redirectFrom") === "pricing" ? t("Create an account to continue with your plan.") : undefined}
      footer={
        <>
          {t("Already have an account?")}{" "}
          <Link className={s.textButton} to={workspace ? "/workspace/join/login" : "/login"}>
            {t("Sign in.")}
          </Link>
        </>
      }
    >
      <FormAlert>{humanFailed ? null : errors.general}</FormAlert>
      <Form
        serverErrors={errors.fields}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={s.fields} onInput={() => register.error && register.reset()}>
          <TextField
            name="email"
            type="email"
            label={t("Email")}
            autoComplete="email"
            isRequired
            isDisabled={Boolean(lockedEmail)}
            value={email}
            onChange={setEmail}
            size="lg"
          />
          <TextField
            name="password"
            type="password"
            label={t("Password")}
            description={t("At least 8 characters.")}
            autoComplete="new-password"
            isRequired
            value={password}
            onChange={setPassword}
            size="lg"
          />
          <TextField
            name="password_confirmation"
            type="password"
            label={t("Confirm password")}
            autoComplete="new-password"
            isRequired
            value={confirmation}
            onChange={setConfirmation}
            size="lg"
          />
          {policies.map((policy) => {
            const id = String(policy.id);
            const link = typeof policy.link === "string" ? policy.link : policy.link?.action;
            const label = (typeof policy.link === "object" ? policy.link?.label : undefined) ?? policy.label ?? id;
            return (
              <Checkbox
                key={id}
                name={id}
                isRequired
                isSelected={Boolean(accepted[id])}
                onChange={(v) => setAccepted((a) => ({ ...a, [id]: v }))}
                isInvalid={Boolean(errors.fields[id])}
              >
                {t("I accept the")}{" "}
                {link ? (
                  <a className={s.textButton} href={link} target="_blank" rel="noreferrer">
                    {t(label)}
                  </a>
                ) : (
                  t(label)
                )}
              </Checkbox>
            );
          })}
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={register.isPending || checking}>
            {t("Create account")}
          </Button>
        </div>
      </Form>
      <SocialButtons onTwoFactor={() => setChallenge(true)} />
    </AuthLayout>
  );
}

export { RegisterPage as Component };
