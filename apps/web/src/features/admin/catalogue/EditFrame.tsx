import { Spinner } from "@backbeat/ui";
import { type ReactNode, useState } from "react";
import { t } from "../../../global/i18n.ts";
import { ConfirmActionDialog } from "../../account-settings/ConfirmActionDialog.tsx";
import { PageError } from "../../catalogue/PageState.tsx";
import { AdminPage, AdminSection } from "../AdminPage.tsx";
import * as s from "./catalogue.css.ts";

/**
 * The frame of a catalogue create or edit page: back link to the table, loading and missing
 * states, the form in a section, and the delete question.
 */
export function EditFrame({
  title,
  back,
  testId,
  loading,
  error,
  actions,
  deleteQuestion,
  onConfirmDelete,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  testId: string;
  loading?: boolean;
  error?: unknown;
  actions?: ReactNode;
  deleteQuestion?: { title: string; body: string };
  onConfirmDelete?: () => Promise<unknown>;
  children: (requestDelete: () => void) => ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (error) return <PageError error={error} />;
  return (
    <AdminPage title={title} back={back} testId={testId} actions={actions}>
      <AdminSection>
        {loading ? (
          <div className={s.loading}>
            <Spinner aria-label={t("Loading")} />
          </div>
        ) : (
          children(() => setConfirming(true))
        )}
      </AdminSection>
      {deleteQuestion && onConfirmDelete ? (
        <ConfirmActionDialog
          title={deleteQuestion.title}
          confirmLabel={t("Delete")}
          isOpen={confirming}
          isPending={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setDeleting(true);
            onConfirmDelete()
              .then(() => setConfirming(false))
              .catch(() => {})
              .finally(() => setDeleting(false));
          }}
        >
          {deleteQuestion.body}
        </ConfirmActionDialog>
      ) : null}
    </AdminPage>
  );
}
