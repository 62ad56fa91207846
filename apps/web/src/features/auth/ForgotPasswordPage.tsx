import { Button, Form, TextField } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useBootstrap } from "../../app/bootstrap.ts";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { AuthLayout, FormAlert } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { RedirectIfSignedIn } from "./RedirectIfSignedIn.tsx";
import { formErrors } from "./use-auth.ts";

export function ForgotPasswordPage() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const locked = params.get("email");
  const [email, setEmail] = useState(locked ?? "");
  const forgot = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onSuccess: ({ message }) => navigate("/login", { state: { message } }),
    }),
  );
  const errors = formErrors(forgot.error);
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
      <FormAlert>{errors.general}</FormAlert>
      <Form
        serverErrors={errors.fields}
        onSubmit={(e) => {
          e.preventDefault();
          forgot.mutate({ email });
        }}
      >
        <div className={s.fields} onInput={() => forgot.error && forgot.reset()}>
          <TextField
            name="email"
            type="email"
            label={t("Email")}
            autoComplete="email"
            isRequired
            isDisabled={Boolean(locked)}
            autoFocus
            value={email}
            onChange={setEmail}
            size="lg"
          />
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={forgot.isPending}>
            {t("Continue")}
          </Button>
        </div>
      </Form>
    </AuthLayout>
  );
}

export { ForgotPasswordPage as Component };
