import { loginUnlockInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";

/**
 * The link mailed after many failed sign-ins to an account. Opening it changes nothing; the
 * button makes this browser one the account knows (so mail scanners that follow links cannot
 * use it up), and the owner then signs in here with their password, without the human check.
 */
export function UnlockPage() {
  const { token = "" } = useParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  // A used or made-up token is answered as a field error, which the form shows as a toast.
  const form = useSchemaForm(loginUnlockInput, { token });
  const unlock = useMutation(
    trpc.auth.unlock.mutationOptions({
      onSuccess: ({ message }) => navigate("/login", { replace: true, state: { message } }),
    }),
  );
  return (
    <AuthLayout
      testId="unlock-page"
      heading={t("Unlock sign-in")}
      lead={t(
        "There were many failed attempts to sign in to your account. Unlock this browser to sign in here with your password, without the extra check.",
      )}
      footer={
        <Link className={s.textButton} to="/forgot-password">
          {t("Not you? Change your password.")}
        </Link>
      }
    >
      <AppForm form={form} onSubmit={(values) => unlock.mutateAsync(values)}>
        <div className={s.fields}>
          <SubmitButton size="lg" fullWidth>
            {t("Unlock this browser")}
          </SubmitButton>
        </div>
      </AppForm>
    </AuthLayout>
  );
}

export { UnlockPage as Component };
