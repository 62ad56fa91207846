import { fieldErrors } from "@backbeat/client";
import { Form, type FormProps } from "@backbeat/ui/form";
import type { FieldValues } from "react-hook-form";
import { toast } from "../toasts.tsx";

/**
 * The kit's Form with the app's failure rule: server field errors (REST 422 `errors`, tRPC
 * `data.errors`) go under their fields; one the form has no field for becomes the one toast.
 * Failures without field errors are shown by the mutation failure rule (lib/call-errors.ts).
 */
export function AppForm<Values extends FieldValues, Output>(
  props: Omit<FormProps<Values, Output>, "serverErrors" | "onOtherErrors">,
) {
  return <Form {...props} serverErrors={fieldErrors} onOtherErrors={(messages) => toast.danger(messages[0] ?? "")} />;
}
