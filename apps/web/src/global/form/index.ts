export {
  FormCheckbox,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  SubmitButton,
} from "@backbeat/ui/form";
export { AppForm } from "./AppForm.tsx";
export { FormDialogFooter } from "./FormDialogFooter.tsx";
export { useSchemaForm } from "./use-schema-form.ts";
