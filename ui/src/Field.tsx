import type { ReactNode } from "react";
import { FieldError, type FieldErrorProps, Label, Text, type ValidationResult } from "react-aria-components";
import {
  description as descriptionClass,
  error as errorClass,
  label as labelClass,
  requiredMark,
} from "./Field.css.ts";

/** Props shared by every labelled field. */
export interface FieldBaseProps {
  label?: ReactNode;
  description?: ReactNode;
  /** A message, or a function of the validation result (server errors arrive through `Form`). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shows the required mark next to the label. */
  isRequired?: boolean;
}

export function FieldLabel({ children, isRequired }: { children?: ReactNode; isRequired?: boolean }) {
  if (!children) return null;
  return (
    <Label className={labelClass}>
      {children}
      {isRequired ? (
        <span className={requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={descriptionClass}>
      {children}
    </Text>
  );
}

export function FieldErrorText(props: FieldErrorProps) {
  return <FieldError {...props} className={errorClass} />;
}

/** Label, control, description and error in the standard order. */
export function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldBaseProps & { children: ReactNode }) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {children}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}
