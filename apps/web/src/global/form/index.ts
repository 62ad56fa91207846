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
export { DialogForm, FormDialog } from "./FormDialog.tsx";
export { FormDialogFooter } from "./FormDialogFooter.tsx";
export { useSchemaForm } from "./use-schema-form.ts";
