import { twoFactorChallengeInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { AppForm, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AuthLayout } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { useSignedIn } from "./use-auth.ts";

/** The second login step: a 6-digit authenticator code, or a 21-character recovery code. */
export function TwoFactorChallenge({ onCancel }: { onCancel: () => void }) {
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useSchemaForm(twoFactorChallengeInput, { code: "" });
  const challenge = useMutation(
    trpc.auth.twoFactorChallenge.mutationOptions({ onSuccess: ({ bootstrapData }) => signedIn(bootstrapData) }),
  );
  const field = useRecovery ? "recovery_code" : "code";
  const length = useRecovery ? 21 : 6;

  return (
    <AuthLayout
      testId="two-factor-challenge"
      heading={t("Two factor authentication")}
      lead={
        useRecovery
          ? t("Confirm access to your account by entering one of your emergency recovery codes.")
          : t(
              "Confirm access to your account by entering the authentication code provided by your authenticator application.",
            )
      }
      footer={
        <button type="button" className={s.textButton} onClick={onCancel}>
          {t("Back to login")}
        </button>
      }
    >
      <AppForm form={form} onSubmit={(values) => challenge.mutateAsync(values)}>
        <div className={s.fields}>
          <FormTextField
            key={field}
            name={field}
            label={useRecovery ? t("Recovery code") : t("Code")}
            autoComplete="one-time-code"
            inputMode={useRecovery ? "text" : "numeric"}
            maxLength={length}
            isRequired
            autoFocus
            size="lg"
            inputClassName={useRecovery ? undefined : s.codeInput}
          />
          <SubmitButton size="lg" fullWidth>
            {t("Continue")}
          </SubmitButton>
          <div className={s.row} style={{ justifyContent: "center" }}>
            <button
              type="button"
              className={s.textButton}
              onClick={() => {
                // Only the shown code is sent: the schema checks whichever one is present.
                form.reset(useRecovery ? { code: "" } : { recovery_code: "" });
                setUseRecovery(!useRecovery);
              }}
            >
              {useRecovery ? t("Use authentication code instead") : t("Use recovery code instead")}
            </button>
          </div>
        </div>
      </AppForm>
    </AuthLayout>
  );
}
