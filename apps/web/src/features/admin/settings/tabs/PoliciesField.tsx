import { IconButton, TrashIcon } from "@backbeat/ui";
import { useFieldArray, useFormContext } from "react-hook-form";
import { AddRowButton } from "@/global/form/AddRowButton.tsx";
import { FormTextField } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import * as s from "../settings.css.ts";

const MAX = 5;

/** The checkboxes a new account must tick (terms, privacy), each with a link to read it. */
export function PoliciesField() {
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "registration.policies" });
  const listError = (formState.errors.registration as { policies?: { root?: { message?: string }; message?: string } })
    ?.policies;
  const message = listError?.root?.message ?? listError?.message;
  return (
    <fieldset className={s.policies}>
      <legend className={s.policiesLegend}>{t("Policies to accept on registration")}</legend>
      <p className={s.switchDescription} style={{ paddingInlineStart: 0 }}>
        {t("Each one is a checkbox on the register page; an account can only be created with all of them ticked.")}
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className={s.policyRow}>
          <FormTextField
            name={`registration.policies.${index}.label`}
            label={t("Label")}
            placeholder={t("I accept the terms of service")}
          />
          <FormTextField name={`registration.policies.${index}.link`} label={t("Link")} placeholder="/pages/terms" />
          <FormTextField name={`registration.policies.${index}.id`} label={t("Name")} placeholder="terms" />
          <IconButton
            aria-label={t("Remove this policy")}
            variant="ghost"
            size="sm"
            className={s.policyRemove}
            onPress={() => remove(index)}
          >
            <TrashIcon />
          </IconButton>
        </div>
      ))}
      {message ? <p className={s.fieldError}>{t(message)}</p> : null}
      {fields.length < MAX ? (
        <AddRowButton onPress={() => append({ id: `policy_${fields.length + 1}`, label: "", link: "" })}>
          {t("Add policy")}
        </AddRowButton>
      ) : null}
    </fieldset>
  );
}
