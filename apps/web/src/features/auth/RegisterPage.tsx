import { registerInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate } from "react-router";
import type { z } from "zod";
import { AppForm, FormCheckbox, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { EmailField, NewPasswordFields } from "./AuthFields.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { HUMAN_CHECK_FAILED, humanCheckEnabled, runHumanCheck } from "./human-check.ts";
import { RedirectIfSignedIn } from "./RedirectIfSignedIn.tsx";
import { SocialButtons } from "./SocialButtons.tsx";
import { TwoFactorChallenge } from "./TwoFactorChallenge.tsx";
import { useAuthRoute, useSignedIn } from "./use-auth.ts";

interface Policy {
  id: string | number;
  label?: string;
  link?: string | { label?: string; action?: string };
}

export function RegisterPage() {
  const { data, params, workspace } = useAuthRoute();
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  const registration = (data.settings.registration ?? {}) as { disable?: boolean; policies?: Policy[] };
  const lockedEmail = params.get("email");
  // The workspace variant comes from an invite's join link, which it returns to afterwards.
  const inviteId = workspace
    ? /^\/workspace\/join\/([A-Za-z0-9_-]{32})$/.exec(params.get("redirect") ?? "")?.[1]
    : undefined;
  const policies = registration.policies ?? [];
  // Each policy is a checkbox named by its id; the server answers a missing one as its field error.
  const form = useSchemaForm(registerInput, {
    email: lockedEmail ?? "",
    password: "",
    password_confirmation: "",
    ...Object.fromEntries(policies.map((p) => [String(p.id), false])),
  });
  const [challenge, setChallenge] = useState(false);
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: ({ bootstrapData, status }) => {
        signedIn(bootstrapData, status === "needs_email_verification" ? "/" : undefined);
      },
    }),
  );

  const submit = async (values: z.output<typeof registerInput>) => {
    // docs/spec/1-platform-foundation.md §5: the human check runs first; failing it blocks registration.
    if (humanCheckEnabled(data.settings, "register") && !(await runHumanCheck("register"))) {
      toast.danger(HUMAN_CHECK_FAILED);
      return;
    }
    await register.mutateAsync(inviteId ? { ...values, invite_id: inviteId, invite_type: "workspace" } : values);
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
      <AppForm form={form} onSubmit={submit}>
        <div className={s.fields}>
          <EmailField locked={Boolean(lockedEmail)} />
          <NewPasswordFields label={t("Password")} description={t("At least 8 characters.")} size="lg" />
          {policies.map((policy) => {
            const id = String(policy.id);
            const link = typeof policy.link === "string" ? policy.link : policy.link?.action;
            const label = (typeof policy.link === "object" ? policy.link?.label : undefined) ?? policy.label ?? id;
            return (
              <FormCheckbox key={id} name={id} isRequired>
                {t("I accept the")}{" "}
                {link ? (
                  <a className={s.textButton} href={link} target="_blank" rel="noreferrer">
                    {t(label)}
                  </a>
                ) : (
                  t(label)
                )}
              </FormCheckbox>
            );
          })}
          <SubmitButton size="lg" fullWidth>
            {t("Create account")}
          </SubmitButton>
        </div>
      </AppForm>
      <SocialButtons onTwoFactor={() => setChallenge(true)} />
    </AuthLayout>
  );
}

export { RegisterPage as Component };
