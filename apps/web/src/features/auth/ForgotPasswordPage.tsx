import { forgotPasswordInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { EmailField } from "./AuthFields.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { RedirectIfSignedIn } from "./RedirectIfSignedIn.tsx";

export function ForgotPasswordPage() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const locked = params.get("email");
  const form = useSchemaForm(forgotPasswordInput, { email: locked ?? "" });
  const forgot = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onSuccess: ({ message }) => navigate("/login", { state: { message } }),
    }),
  );
  if (data.user) return <RedirectIfSignedIn />;
  return (
    <AuthLayout
      testId="forgot-password-page"
      heading={t("Forgot your password?")}
      lead={t("Enter your email address below and we will send you a link to reset or create your password.")}
      footer={
        <Link className={s.textButton} to="/login">
          {t("Back to login")}
        </Link>
      }
    >
      <AppForm form={form} onSubmit={(values) => forgot.mutateAsync(values)}>
        <div className={s.fields}>
          <EmailField locked={Boolean(locked)} autoFocus />
          <SubmitButton size="lg" fullWidth>
            {t("Continue")}
          </SubmitButton>
        </div>
      </AppForm>
    </AuthLayout>
  );
}

export { ForgotPasswordPage as Component };
