import { Dialog, DialogBody, DialogHeader } from "@backbeat/ui";
import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { AppForm } from "./AppForm.tsx";
import { FormDialogFooter } from "./FormDialogFooter.tsx";

interface DialogFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Called with valid values; the submit button stays pending until it settles. Closing after a save is the caller's. */
  onSubmit: (values: Output) => unknown;
  onCancel: () => void;
  /** The submit button's text. */
  submit: ReactNode;
  /** For a form that removes or refuses. */
  danger?: boolean;
  /** The fields, inside the dialog's body. */
  children: ReactNode;
}

/** The form part of a dialog (a header above it is the caller's): its fields in the body, then Cancel and submit. */
export function DialogForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onCancel,
  submit,
  danger,
  children,
}: DialogFormProps<Values, Output>) {
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <DialogBody>{children}</DialogBody>
      <FormDialogFooter onCancel={onCancel} danger={danger}>
        {submit}
      </FormDialogFooter>
    </AppForm>
  );
}

/** A dialog that is one form: its title, the fields, Cancel and submit; closing it any way calls `onClose`. */
export function FormDialog<Values extends FieldValues, Output>({
  title,
  label,
  size,
  isOpen = true,
  onClose,
  ...form
}: Omit<DialogFormProps<Values, Output>, "onCancel"> & {
  title: ReactNode;
  /** The dialog's accessible name; by default its title. */
  label?: string;
  size?: ComponentProps<typeof Dialog>["size"];
  isOpen?: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      size={size}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      aria-label={label ?? (typeof title === "string" ? title : undefined)}
    >
      <DialogHeader>{title}</DialogHeader>
      <DialogForm {...form} onCancel={onClose} />
    </Dialog>
  );
}
