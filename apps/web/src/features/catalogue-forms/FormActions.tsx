import { Button, ButtonLink, TrashIcon } from "@backbeat/ui";
import { SubmitButton } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import * as s from "./forms.css.ts";

export function FormActions({
  isNew,
  cancelHref,
  onDelete,
}: {
  isNew: boolean;
  cancelHref: string;
  onDelete?: () => void;
}) {
  return (
    <div className={s.actions}>
      {onDelete && !isNew ? (
        <Button variant="ghost" className={s.actionsStart} startIcon={<TrashIcon size={16} />} onPress={onDelete}>
          {t("Delete")}
        </Button>
      ) : null}
      <ButtonLink href={cancelHref} variant="ghost">
        {t("Cancel")}
      </ButtonLink>
      <SubmitButton>{isNew ? t("Create") : t("Save changes")}</SubmitButton>
    </div>
  );
}
