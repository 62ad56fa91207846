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
export { useSchemaForm } from "./use-schema-form.ts";
