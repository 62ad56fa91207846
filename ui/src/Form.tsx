import { useEffect, useRef } from "react";
import { Form as RACForm, type FormProps as RACFormProps } from "react-aria-components";
import * as s from "./Form.css.ts";
import { focusFirstError } from "./form/focus.ts";
import { firstFieldErrors, type ServerFieldErrors } from "./lib/form-errors.ts";

export interface FormProps extends Omit<RACFormProps, "validationErrors"> {
  /** The server's errors map: each message shows under the field with that name; the first is focused. */
  serverErrors?: ServerFieldErrors | null;
}

/**
 * A form that validates on submit and re-validates on change (react-aria's native behaviour),
 * puts server field errors under their fields and focuses the first of them.
 */
export function Form({ serverErrors, className, children, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const errors = firstFieldErrors(serverErrors);
  const key = JSON.stringify(errors);
  useEffect(() => {
    const form = ref.current;
    if (!form || key === "{}") return;
    focusFirstError(form, Object.keys(JSON.parse(key) as Record<string, string>));
  }, [key]);
  return (
    <RACForm ref={ref} {...props} validationErrors={errors} className={[s.form, className].filter(Boolean).join(" ")}>
      {children}
    </RACForm>
  );
}
