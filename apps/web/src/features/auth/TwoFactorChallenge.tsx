import { Button, Form, TextField } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { AuthLayout, FormAlert } from "./AuthLayout.tsx";
import * as s from "./auth.css.ts";
import { formErrors, useSignedIn } from "./use-auth.ts";

/** The second login step: a 6-digit authenticator code, or a 21-character recovery code. */
export function TwoFactorChallenge({ onCancel }: { onCancel: () => void }) {
  const trpc = useTRPC();
  const signedIn = useSignedIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState("");
  const challenge = useMutation(
    trpc.auth.twoFactorChallenge.mutationOptions({ onSuccess: ({ bootstrapData }) => signedIn(bootstrapData) }),
  );
  const errors = formErrors(challenge.error);
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
      <FormAlert>{errors.general}</FormAlert>
      <Form
        serverErrors={errors.fields}
        onSubmit={(e) => {
          e.preventDefault();
          challenge.mutate(useRecovery ? { recovery_code: value.trim() } : { code: value.trim() });
        }}
      >
        <div className={s.fields} onInput={() => challenge.error && challenge.reset()}>
          <TextField
            key={field}
            name={field}
            label={useRecovery ? t("Recovery code") : t("Code")}
            autoComplete="one-time-code"
            inputMode={useRecovery ? "text" : "numeric"}
            minLength={length}
            maxLength={length}
            isRequired
            autoFocus
            value={value}
            onChange={setValue}
            size="lg"
            inputClassName={useRecovery ? undefined : s.codeInput}
          />
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={challenge.isPending}>
            {t("Continue")}
          </Button>
          <div className={s.row} style={{ justifyContent: "center" }}>
            <button
              type="button"
              className={s.textButton}
              onClick={() => {
                setUseRecovery(!useRecovery);
                setValue("");
                challenge.reset();
              }}
            >
              {useRecovery ? t("Use authentication code instead") : t("Use recovery code instead")}
            </button>
          </div>
        </div>
      </Form>
    </AuthLayout>
  );
}
