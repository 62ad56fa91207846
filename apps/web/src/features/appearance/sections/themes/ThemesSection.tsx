import { parseThemeFile, themeFileJson } from "@backbeat/core/schemas";
import {
  Badge,
  Button,
  IconButton,
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  MoreIcon,
  PlusIcon,
  UploadIcon,
} from "@backbeat/ui";
import { useState } from "react";
import { FileTrigger } from "react-aria-components";
import { Link, useNavigate } from "react-router";
import { type DraftTheme, updateDraft, useAppearanceDraft } from "@/features/appearance/draft.ts";
import * as e from "@/features/appearance/editor.css.ts";
import { SectionPage } from "@/features/appearance/SectionPage.tsx";
import { t } from "@/global/i18n.ts";
import {
  canDelete,
  deleteTheme,
  duplicateTheme,
  exportFileName,
  importedTheme,
  newTheme,
  setDefault,
} from "./theme-list.ts";
import * as s from "./themes.css.ts";

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ThemeSwatch({ theme }: { theme: DraftTheme }) {
  const v = theme.values;
  return (
    <span className={s.swatch} style={{ background: v["--bb-color-bg"] }} aria-hidden="true">
      <span className={s.swatchDot} style={{ background: v["--bb-color-fg"] }} />
      <span className={s.swatchDot} style={{ background: v["--bb-color-primary"] }} />
      <span
        className={s.swatchDot}
        style={{ background: v["--bb-color-bg-elevated"], border: `1px solid ${v["--bb-color-border"]}` }}
      />
      <span className={s.swatchDot} style={{ background: v["--bb-color-fg-muted"] }} />
    </span>
  );
}

/** The theme list: open, create, duplicate, delete, pick the defaults, import and export. */
export function Component() {
  const { draft, errors } = useAppearanceDraft();
  const navigate = useNavigate();
  const [importError, setImportError] = useState<string | null>(null);
  const themes = draft?.themes ?? [];
  const change = (next: (themes: DraftTheme[]) => DraftTheme[]) =>
    updateDraft((d) => ({ ...d, themes: next(d.themes) }));

  const create = (dark: boolean) => {
    change((list) => [...list, newTheme(list, dark, dark ? t("New dark theme") : t("New light theme"))]);
    navigate(`/admin/appearance/themes/${themes.length}`);
  };

  const importFile = async (file: File) => {
    const result = parseThemeFile(await file.text());
    if (!result.ok) {
      setImportError(result.error);
      return;
    }
    setImportError(null);
    change((list) => [...list, importedTheme(list, result.theme)]);
    navigate(`/admin/appearance/themes/${themes.length}`);
  };

  return (
    <SectionPage title={t("Themes")}>
      <p className={e.fieldHint}>
        {t("Visitors see the default light or dark theme, and may switch between them when you allow it.")}
      </p>
      <div className={s.actions}>
        <MenuTrigger>
          <Button size="sm" startIcon={<PlusIcon size={16} />}>
            {t("New theme")}
          </Button>
          <Menu onAction={(key) => create(key === "dark")}>
            <MenuItem id="light">{t("Light theme")}</MenuItem>
            <MenuItem id="dark">{t("Dark theme")}</MenuItem>
          </Menu>
        </MenuTrigger>
        <FileTrigger
          acceptedFileTypes={["application/json", ".json"]}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void importFile(file);
          }}
        >
          <Button size="sm" variant="outline" startIcon={<UploadIcon size={16} />} data-testid="theme-import">
            {t("Import")}
          </Button>
        </FileTrigger>
      </div>
      {importError ? (
        <p className={s.fileError} role="alert" data-testid="theme-import-error">
          {t(importError)}
        </p>
      ) : null}
      {errors["themes._"] ? (
        <p className={s.fileError} role="alert">
          {t(errors["themes._"])}
        </p>
      ) : null}
      <ul className={s.list} data-testid="theme-list">
        {themes.map((theme, index) => (
          <li key={theme.id} className={s.card} data-theme-id={theme.id}>
            <Link to={`/admin/appearance/themes/${index}`} className={s.cardLink}>
              <ThemeSwatch theme={theme} />
              <span className={s.cardText}>
                <span className={s.cardName}>{theme.name}</span>
                <span className={s.badges}>
                  {theme.default_light ? <Badge tone="primary">{t("Default light")}</Badge> : null}
                  {theme.default_dark ? <Badge tone="primary">{t("Default dark")}</Badge> : null}
                  {!theme.default_light && !theme.default_dark ? (
                    <Badge>{theme.is_dark ? t("Dark") : t("Light")}</Badge>
                  ) : null}
                  {theme.id < 0 ? <Badge tone="warning">{t("Not saved")}</Badge> : null}
                </span>
              </span>
            </Link>
            <MenuTrigger>
              <IconButton aria-label={t("Actions for :name", { name: theme.name })} size="sm">
                <MoreIcon />
              </IconButton>
              <Menu
                placement="bottom end"
                onAction={(key) => {
                  if (key === "edit") navigate(`/admin/appearance/themes/${index}`);
                  if (key === "duplicate")
                    change((list) => duplicateTheme(list, index, (n) => t("Copy of :name", { name: n })));
                  if (key === "light" || key === "dark") change((list) => setDefault(list, index, key));
                  if (key === "export") download(exportFileName(theme.name), themeFileJson(theme));
                  if (key === "delete") change((list) => deleteTheme(list, index));
                }}
                disabledKeys={[
                  ...(theme.is_dark || theme.default_light ? ["light"] : []),
                  ...(!theme.is_dark || theme.default_dark ? ["dark"] : []),
                  ...(canDelete(themes, index) ? [] : ["delete"]),
                ]}
              >
                <MenuItem id="edit">{t("Edit")}</MenuItem>
                <MenuItem id="duplicate">{t("Duplicate")}</MenuItem>
                <MenuItem id="light">{t("Set as default light theme")}</MenuItem>
                <MenuItem id="dark">{t("Set as default dark theme")}</MenuItem>
                <MenuItem id="export">{t("Export JSON")}</MenuItem>
                <MenuSeparator />
                <MenuItem
                  id="delete"
                  isDanger
                  description={canDelete(themes, index) ? undefined : t("Make another theme the default first")}
                >
                  {t("Delete")}
                </MenuItem>
              </Menu>
            </MenuTrigger>
          </li>
        ))}
      </ul>
    </SectionPage>
  );
}
