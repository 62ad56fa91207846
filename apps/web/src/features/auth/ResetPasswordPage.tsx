import { Button, Form, TextField } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { AuthLayout, FormAlert } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { formErrors } from "./use-auth.ts";

export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: () => navigate("/login", { state: { message: "Your password has been reset!" } }),
    }),
  );
  const errors = formErrors(reset.error);
  return (
    <AuthLayout testId="reset-password-page" heading={t("Reset your password")}>
      <FormAlert>{errors.general}</FormAlert>
      <Form
        serverErrors={errors.fields}
        onSubmit={(e) => {
          e.preventDefault();
          reset.mutate({ token, email, password, password_confirmation: confirmation });
        }}
      >
        <div className={s.fields} onInput={() => reset.error && reset.reset()}>
          <TextField
            name="email"
            type="email"
            label={t("Email")}
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
            size="lg"
          />
          <TextField
            name="password"
            type="password"
            label={t("New password")}
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
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={reset.isPending}>
            {t("Reset password")}
          </Button>
        </div>
      </Form>
    </AuthLayout>
  );
}

export { ResetPasswordPage as Component };
