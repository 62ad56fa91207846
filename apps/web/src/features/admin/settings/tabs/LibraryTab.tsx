import { FormTextArea } from "../../../../global/form/index.ts";
import { t } from "../../../../global/i18n.ts";
import { type AdminSettings, FormNumberField, SettingsTabForm, SwitchField } from "../SettingsForm.tsx";
import * as s from "../settings.css.ts";
import { LibraryScans } from "./LibraryScans.tsx";

/** The folders the server scans and watches (core library-import/scanner.ts). */
export function LibraryTab({ data }: { data: AdminSettings }) {
  return (
    <>
      <SettingsTabForm
        tab="library"
        data={data}
        title={t("Library")}
        description={t(
          "Folders of music on this server. Each is checked when saved: it must exist, be readable, and lie inside the library roots (IMPORT_ROOTS) when those are set.",
        )}
      >
        <FormTextArea
          name="library.folders"
          label={t("Library folders")}
          description={t("One full path a line.")}
          rows={4}
        />
        <SwitchField
          name="library.scan_on_start"
          label={t("Scan when the server starts")}
          description={t("New, changed, moved and removed files are found before anyone asks.")}
        />
        <SwitchField
          name="library.watch"
          label={t("Watch for changes")}
          description={t(
            "A file copied into a folder appears a few seconds later. Network mounts may not report changes: the rescan interval covers them.",
          )}
        />
        <div className={s.fieldRow}>
          <FormNumberField
            name="library.rescan_minutes"
            label={t("Rescan every")}
            unit={t("minutes")}
            minValue={0}
            maxValue={10080}
            description={t("0 turns the periodic rescan off.")}
          />
        </div>
      </SettingsTabForm>
      <LibraryScans />
    </>
  );
}
