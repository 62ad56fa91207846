import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import { useState } from "react";
import { FormTextArea } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { type AdminSettings, FormNumberField, SettingsTabForm, SwitchField } from "../SettingsForm.tsx";
import * as s from "../settings.css.ts";
import { LibraryScans } from "./LibraryScans.tsx";

const folderLines = (text: unknown) =>
  new Set(
    String(text ?? "")
      .split("\n")
      .map((f) => f.trim())
      .filter(Boolean),
  );

/** The folders the server scans and watches (core library-import/scanner.ts). */
export function LibraryTab({ data }: { data: AdminSettings }) {
  const [asking, setAsking] = useState<{
    folders: string[];
    answer: (choice: "keep" | "remove" | null) => void;
  } | null>(null);
  const saved = folderLines((data.tabs.library as { library?: { folders?: string } }).library?.folders);
  /** Taking a folder out asks what becomes of its tracks; the server refuses to guess. */
  const beforeSave = (values: Record<string, unknown>) => {
    const next = folderLines((values as { library?: { folders?: string } }).library?.folders);
    const dropped = [...saved].filter((f) => !next.has(f));
    if (!dropped.length) return Promise.resolve({});
    return new Promise<{ removedFolders: "keep" | "remove" } | null>((resolve) =>
      setAsking({
        folders: dropped,
        answer: (choice) => {
          setAsking(null);
          resolve(choice ? { removedFolders: choice } : null);
        },
      }),
    );
  };
  return (
    <>
      <SettingsTabForm
        tab="library"
        beforeSave={beforeSave}
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
            description={t("0 turns the periodic rescan off.")}
          />
          <FormNumberField
            name="library.missing_grace_days"
            label={t("Keep missing files")}
            unit={t("days")}
            description={t(
              "A file that vanishes (an unmounted disk) is hidden first, its likes, playlists and plays kept; its track goes after this many days.",
            )}
          />
        </div>
      </SettingsTabForm>
      <LibraryScans settings={data} />
      <Dialog
        size="sm"
        isOpen={asking !== null}
        onOpenChange={(open) => !open && asking?.answer(null)}
        aria-label={t("Folders taken out of the library")}
      >
        <DialogHeader>{t("Folders taken out of the library")}</DialogHeader>
        <DialogBody>
          <p className={s.note}>
            {t("Keep the tracks of :folders in the catalogue, or remove them with their likes and playlist entries?", {
              folders: asking?.folders.join(", ") ?? "",
            })}
          </p>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={() => asking?.answer(null)}>
            {t("Cancel")}
          </Button>
          <Button variant="outline" onPress={() => asking?.answer("keep")}>
            {t("Keep tracks")}
          </Button>
          <Button variant="danger" onPress={() => asking?.answer("remove")}>
            {t("Remove tracks")}
          </Button>
        </DialogFooter>
      </Dialog>
    </>
  );
}
