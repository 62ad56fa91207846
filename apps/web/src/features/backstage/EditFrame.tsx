import { Spinner } from "@backbeat/ui";
import { type ReactNode, useState } from "react";
import { t } from "../../global/i18n.ts";
import { ConfirmActionDialog } from "../account-settings/ConfirmActionDialog.tsx";
import { NoAccess } from "../auth/guards.tsx";
import { httpStatusOf, PageError } from "../catalogue/PageState.tsx";
import { BackstagePage } from "./BackstagePage.tsx";
import * as s from "./backstage.css.ts";

/**
 * A backstage create or edit page: back link, loading, missing (404) and foreign (403) states,
 * the form in a panel, and the delete question.
 */
export function EditFrame({
  title,
  lead,
  back,
  testId,
  loading,
  error,
  actions,
  deleteQuestion,
  onConfirmDelete,
  aside,
  children,
}: {
  title: string;
  lead?: ReactNode;
  back: { to: string; label: string };
  testId: string;
  loading?: boolean;
  error?: unknown;
  actions?: ReactNode;
  deleteQuestion?: { title: string; body: string };
  onConfirmDelete?: () => Promise<unknown>;
  /** A second panel under the form (the audio file of a track). */
  aside?: ReactNode;
  children: (requestDelete: () => void) => ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (error) return httpStatusOf(error) === 403 ? <NoAccess /> : <PageError error={error} />;
  return (
    <BackstagePage title={title} lead={lead} back={back} testId={testId} actions={actions}>
      <div className={s.panel}>
        {loading ? (
          <div style={{ display: "grid", placeItems: "center", minHeight: 240 }}>
            <Spinner aria-label={t("Loading")} />
          </div>
        ) : (
          children(() => setConfirming(true))
        )}
      </div>
      {!loading && aside ? aside : null}
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
    </BackstagePage>
  );
}
