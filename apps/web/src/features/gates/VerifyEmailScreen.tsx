import { verificationCodeInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { OneTimeCodeField } from "../auth/AuthFields.tsx";
import * as a from "../auth/auth.css.ts";
import { MailIcon } from "../auth/icons.tsx";
import { GateFrame } from "./GateFrame.tsx";
import * as s from "./gates.css.ts";
import { maskEmail } from "./mask.ts";

export default function VerifyEmailScreen() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const email = data.user?.email ?? null;
  const form = useSchemaForm(verificationCodeInput, { code: "" });
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions({ onSuccess: () => window.location.reload() }));
  const resend = useMutation(
    // docs/spec/1-platform-foundation.md §7: a new code was sent → toast 'Email sent'.
    trpc.auth.resendVerification.mutationOptions({ onSuccess: ({ message }) => toast(message) }),
  );
  return (
    <GateFrame testId="verify-email-screen" icon={<MailIcon size={26} />}>
      <h1 className={s.heading}>{t("Verify your email")}</h1>
      <p className={s.text}>{t("Enter the verification code we sent to :email", { email: maskEmail(email) })}</p>
      <AppForm form={form} className={s.form} onSubmit={(values) => verify.mutateAsync(values)}>
        <OneTimeCodeField autoFocus size="lg" inputClassName={a.codeInput} />
        {/* docs/spec/1-platform-foundation.md §2: Next is disabled while submitting. */}
        <SubmitButton size="lg" fullWidth>
          {t("Next")}
        </SubmitButton>
      </AppForm>
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
