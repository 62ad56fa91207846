import { Spinner } from "@backbeat/ui";
import { type ComponentType, type ReactNode, useState } from "react";
import { t } from "@/global/i18n.ts";
import { ConfirmActionDialog } from "../account-settings/ConfirmActionDialog.tsx";
import { NoAccess } from "../auth/guards.tsx";
import { httpStatusOf, PageError } from "../catalogue/PageState.tsx";
import * as s from "./forms.css.ts";

/** What an area's page chrome receives: the admin page with its section, or backstage's panel. */
export interface EditChromeProps {
  title: string;
  lead?: ReactNode;
  back: { to: string; label: string };
  testId: string;
  actions?: ReactNode;
  /** A second panel under the form (the audio file of a track). */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a catalogue create or edit page: the area's chrome, loading, missing (404) and
 * foreign (403) states, and the delete question.
 */
export function EditFrame({
  Chrome,
  loading,
  error,
  deleteQuestion,
  onConfirmDelete,
  aside,
  children,
  ...chrome
}: Omit<EditChromeProps, "children"> & {
  Chrome: ComponentType<EditChromeProps>;
  loading?: boolean;
  error?: unknown;
  deleteQuestion?: { title: string; body: string };
  onConfirmDelete?: () => Promise<unknown>;
  children: (requestDelete: () => void) => ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (error) return httpStatusOf(error) === 403 ? <NoAccess /> : <PageError error={error} />;
  return (
    <Chrome {...chrome} aside={loading ? null : aside}>
      {loading ? (
        <div className={s.editLoading}>
          <Spinner aria-label={t("Loading")} />
        </div>
      ) : (
        children(() => setConfirming(true))
      )}
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
    </Chrome>
  );
}
