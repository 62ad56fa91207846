/** The form layer: react-hook-form bound to the kit's fields. Imported as `@backbeat/ui/form`. */

export { Form, type FormProps } from "./Form.tsx";
export { FormCheckbox, type FormCheckboxProps } from "./FormCheckbox.tsx";
export { FormRadioGroup, type FormRadioGroupProps } from "./FormRadioGroup.tsx";
export { FormSelect, type FormSelectProps } from "./FormSelect.tsx";
export { FormSwitch, type FormSwitchProps } from "./FormSwitch.tsx";
export { FormTextArea, type FormTextAreaProps } from "./FormTextArea.tsx";
export { FormTextField, type FormTextFieldProps } from "./FormTextField.tsx";
export { fieldOrder, focusFirstError } from "./focus.ts";
export { SubmitButton, type SubmitButtonProps } from "./SubmitButton.tsx";
