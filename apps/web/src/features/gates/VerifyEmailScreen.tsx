import { Button, Form, TextField } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useBootstrap } from "../../app/bootstrap.ts";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";
import { FormAlert } from "../auth/AuthLayout.tsx";
import * as a from "../auth/auth.css.ts";
import { MailIcon } from "../auth/icons.tsx";
import { formErrors } from "../auth/use-auth.ts";
import { GateFrame } from "./GateFrame.tsx";
import * as s from "./gates.css.ts";
import { maskEmail } from "./mask.ts";

export default function VerifyEmailScreen() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const email = data.user?.email ?? null;
  const [code, setCode] = useState("");
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions({ onSuccess: () => window.location.reload() }));
  const resend = useMutation(
    // Spec 1 §7: a new code was sent → toast 'Email sent'.
    trpc.auth.resendVerification.mutationOptions({ onSuccess: ({ message }) => toast(message) }),
  );
  const errors = formErrors(verify.error);
  const resendError = resend.error ? formErrors(resend.error).general : null;
  return (
    <GateFrame testId="verify-email-screen" icon={<MailIcon size={26} />}>
      <h1 className={s.heading}>{t("Verify your email")}</h1>
      <p className={s.text}>{t("Enter the verification code we sent to :email", { email: maskEmail(email) })}</p>
      <FormAlert>{errors.general ?? resendError}</FormAlert>
      <Form
        serverErrors={errors.fields}
        className={s.form}
        onSubmit={(e) => {
          e.preventDefault();
          verify.mutate({ code });
        }}
      >
        <div style={{ display: "contents" }} onInput={() => verify.error && verify.reset()}>
          <TextField
            name="code"
            label={t("Code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            isRequired
            autoFocus
            value={code}
            onChange={(v) => setCode(v.replace(/\D/g, ""))}
            size="lg"
            inputClassName={a.codeInput}
          />
        </div>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          isPending={verify.isPending}
          isDisabled={verify.isPending}
        >
          {t("Next")}
        </Button>
      </Form>
      <div className={s.resend}>
        {t("Didn't get the email?")}{" "}
        <button
          type="button"
          className={a.textButton}
          disabled={resend.isPending || !email}
          onClick={() => resend.mutate()}
        >
          {t("Send it again")}
        </button>
      </div>
    </GateFrame>
  );
}
