import type { ReactNode } from "react";
import { FormTextField } from "../../global/form/index.ts";
import { t } from "../../global/i18n.ts";

/** `password` and `password_confirmation`, as registration, reset and the password panel ask for them. */
export function NewPasswordFields({
  label,
  description,
  size,
}: {
  label: string;
  description?: ReactNode;
  size?: "md" | "lg";
}) {
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
