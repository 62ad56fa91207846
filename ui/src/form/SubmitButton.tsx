import { useFormState } from "react-hook-form";
import { Button, type ButtonProps } from "../Button.tsx";

export interface SubmitButtonProps extends Omit<ButtonProps, "type"> {
  /** Also disabled while the values do not pass the schema (docs/spec/2-product-areas.md §5: password, account details, location). */
  disableWhileInvalid?: boolean;
}

/** The Form's submit button: pending, and so disabled, while the submit runs. */
export function SubmitButton({ disableWhileInvalid, isPending, isDisabled, variant, ...props }: SubmitButtonProps) {
  const { isSubmitting, isValid } = useFormState();
  const pending = isSubmitting || Boolean(isPending);
  return (
    <Button
      {...props}
      type="submit"
      variant={variant ?? "primary"}
      isPending={pending}
      isDisabled={pending || Boolean(isDisabled) || (disableWhileInvalid === true && !isValid)}
    />
  );
}
