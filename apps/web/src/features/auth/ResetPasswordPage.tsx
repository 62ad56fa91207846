import { resetPasswordInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { EmailField, NewPasswordFields } from "./AuthFields.tsx";
import { AuthLayout } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";

export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  // The token comes from the route; a bad one is answered as a field error the form shows as a toast.
  const form = useSchemaForm(resetPasswordInput, {
    token,
    email: params.get("email") ?? "",
    password: "",
    password_confirmation: "",
  });
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: () => navigate("/login", { state: { message: "Your password has been reset!" } }),
    }),
  );
  return (
    <AuthLayout testId="reset-password-page" heading={t("Reset your password")}>
      <AppForm form={form} onSubmit={(values) => reset.mutateAsync(values)}>
        <div className={s.fields}>
          <EmailField />
          <NewPasswordFields label={t("New password")} size="lg" />
          <SubmitButton size="lg" fullWidth>
            {t("Reset password")}
          </SubmitButton>
        </div>
      </AppForm>
    </AuthLayout>
  );
}

export { ResetPasswordPage as Component };
