import { FormTextField } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";

type Size = "md" | "lg";

/** The e-mail field of the sign-in screens; a prefilled address from the link is locked (docs/spec/1-platform-foundation.md §2). */
export function EmailField({
  locked,
  autoFocus,
  autoComplete = "email",
}: {
  locked?: boolean;
  autoFocus?: boolean;
  autoComplete?: "email" | "username";
}) {
  return (
    <FormTextField
      name="email"
      type="email"
      label={t("Email")}
      autoComplete={autoComplete}
      isRequired
      isDisabled={locked}
      autoFocus={autoFocus}
      size="lg"
    />
  );
}

/** The account's current password: sign-in, confirmations, linking a social account. */
export function CurrentPasswordField({
  name = "password",
  label = t("Password"),
  autoFocus,
  size,
}: {
  name?: string;
  label?: string;
  autoFocus?: boolean;
  size?: Size;
}) {
  return (
    <FormTextField
      name={name}
      type="password"
      label={label}
      autoComplete="current-password"
      isRequired
      autoFocus={autoFocus}
      size={size}
    />
  );
}

/** `password` and `password_confirmation`, as registration, reset and the password panel ask for them. */
export function NewPasswordFields({ label, description, size }: { label: string; description?: string; size?: Size }) {
  return (
    <>
      <FormTextField
        name="password"
        type="password"
        label={label}
        description={description}
        autoComplete="new-password"
        isRequired
        size={size}
      />
      <FormTextField
        name="password_confirmation"
        type="password"
        label={t("Confirm password")}
        autoComplete="new-password"
        isRequired
        size={size}
      />
    </>
  );
}

/** A 6-digit code from an e-mail or an authenticator app: digits only, numeric keyboard. */
export function OneTimeCodeField({
  autoFocus,
  size,
  inputClassName,
}: {
  autoFocus?: boolean;
  size?: Size;
  inputClassName?: string;
}) {
  return (
    <FormTextField
      name="code"
      label={t("Code")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      isRequired
      autoFocus={autoFocus}
      parse={(v) => v.replace(/\D/g, "")}
      size={size}
      inputClassName={inputClassName}
    />
  );
}
