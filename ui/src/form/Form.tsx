import { type ReactNode, useRef } from "react";
import { Form as RACForm, type FormProps as RACFormProps } from "react-aria-components";
import { type FieldValues, FormProvider, get, type UseFormReturn } from "react-hook-form";
import * as s from "../Form.css.ts";
import { firstFieldErrors, type ServerFieldErrors } from "../lib/form-errors.ts";
import { fieldOrder, focusFirstError } from "./focus.ts";

export interface FormProps<Values extends FieldValues, Output>
  extends Omit<RACFormProps, "onSubmit" | "validationErrors" | "validationBehavior" | "children"> {
  /** A react-hook-form form (see the app's useSchemaForm): its resolver validates on submit. */
  form: UseFormReturn<Values, unknown, Output>;
  /** Called with valid values; the submit button stays pending until the returned promise settles. */
  onSubmit: (values: Output) => unknown;
  /** Reads the server's errors map from a failed submit (REST 422 `errors`, tRPC `data.errors`). */
  serverErrors?: (error: unknown) => ServerFieldErrors | null | undefined;
  /** Errors no field of this form can show (say, about a token taken from the URL), client or server. */
  onOtherErrors?: (messages: string[]) => void;
  children: ReactNode;
}

/**
 * The fields this form shows: inputs with a name, and fields bound without one (an artist picker,
 * a cover uploader: a controller that shows its own error). An error about any of them stays on
 * the form; only an error no field can show is handed to `onOtherErrors`.
 */
function shownFields(element: HTMLFormElement | null, form: UseFormReturn<FieldValues, unknown, unknown>) {
  const inDom = fieldOrder(element);
  return (name: string) => {
    if (inDom.includes(name)) return true;
    const field = get(form.control._fields, name) as { _f?: { mount?: boolean } } | undefined;
    return Boolean(field?._f?.mount);
  };
}

/**
 * The one form wiring: validation on submit and again on every change (docs/spec/1-platform-foundation.md §5), server field
 * errors set on their fields once, the first invalid field focused. Failures without field errors
 * are not shown here: the app's failure rule shows those (one toast or the error dialog).
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  serverErrors,
  onOtherErrors,
  className,
  children,
  ...props
}: FormProps<Values, Output>) {
  const ref = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        const errors = firstFieldErrors(serverErrors?.(error));
        const shown = shownFields(ref.current, form as never);
        const others: string[] = [];
        for (const [name, message] of Object.entries(errors)) {
          if (shown(name)) form.setError(name as never, { type: "server", message });
          else others.push(message);
        }
        focusFirstError(ref.current, Object.keys(errors));
        if (others.length) onOtherErrors?.(others);
      }
    },
    (invalid) => {
      focusFirstError(ref.current, Object.keys(invalid));
      // A rule about a value no field shows (say, a token from the URL) must not fail silently.
      const shown = shownFields(ref.current, form as never);
      const others = Object.entries(invalid)
        .filter(([name]) => !shown(name))
        .map(([, error]) => (error as { message?: string } | undefined)?.message)
        .filter((message): message is string => Boolean(message));
      if (others.length) onOtherErrors?.(others);
    },
  );
  return (
    <FormProvider {...form}>
      <RACForm
        ref={ref}
        {...props}
        // Validation is react-hook-form's (the shared zod schemas), so the browser's stays out.
        validationBehavior="aria"
        onSubmit={(event) => void submit(event)}
        className={[s.form, className].filter(Boolean).join(" ")}
      >
        {children}
      </RACForm>
    </FormProvider>
  );
}
