import type { ListingRow } from "@backbeat/api/types";
import { Badge, Button, type DataTableColumn, IconButton, Menu, MenuItem, MenuTrigger, MoreIcon } from "@backbeat/ui";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useBootstrap } from "@/global/bootstrap-store.ts";
import { t } from "@/global/i18n.ts";
import { settingAt } from "@/global/settings-path.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn } from "../datatable/columns.tsx";
import { guardedPage } from "../guarded-page.tsx";
import { AddLanguageDialog, DeleteLanguageDialog, type LanguageRow, RenameLanguageDialog } from "./LanguageDialogs.tsx";
import * as s from "./localizations.css.ts";

type Row = ListingRow<"localizations">;

/** docs/spec/2-product-areas.md §2 "localizations": the interface's languages; each opens its translate screen. */
export const LocalizationsPage = guardedPage("localizations.update", Localizations);

function Localizations() {
  const navigate = useNavigate();
  const data = useBootstrap();
  const defaultLocale = String(settingAt(data.settings, "i18n.default_locale") ?? "en");
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<LanguageRow | null>(null);
  const [deleting, setDeleting] = useState<LanguageRow | null>(null);

  const columns: DataTableColumn<Row>[] = [
    nameColumn(t("Name"), (row) => (
      <span className={s.nameCell}>
        <Link to={`/admin/localizations/${row.id}/translate`} className={s.nameLink}>
          {row.name}
        </Link>
        {row.language === defaultLocale ? <Badge tone="primary">{t("Default")}</Badge> : null}
      </span>
    )),
    {
      key: "language",
      header: t("Code"),
      sortable: true,
      render: (row) => <code className={s.code}>{row.language}</code>,
    },
    {
      key: "lines_count",
      header: t("Translated lines"),
      align: "end",
      render: (row) => row.lines_count.toLocaleString(),
    },
    dateColumn("updated_at", t("Last updated")),
    {
      key: "actions",
      header: t("Actions"),
      hideable: false,
      align: "end",
      render: (row) => (
        <span className={s.rowActions}>
          <Button size="sm" variant="outline" onPress={() => navigate(`/admin/localizations/${row.id}/translate`)}>
            {t("Translate")}
          </Button>
          <MenuTrigger>
            <IconButton size="sm" variant="ghost" aria-label={t("More actions for :name", { name: row.name })}>
              <MoreIcon />
            </IconButton>
            <Menu placement="bottom end">
              <MenuItem onAction={() => setRenaming(row)}>{t("Rename")}</MenuItem>
              <MenuItem isDanger isDisabled={row.language === defaultLocale} onAction={() => setDeleting(row)}>
                {t("Delete")}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </span>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t("Localizations")}
      description={t(
        "The languages of the interface. Visitors pick one in the footer; translate every string of the site here.",
      )}
      resource="localizations"
      columns={columns}
      searchLabel={t("Search languages")}
      emptyState={{ title: t("No languages match"), message: t("Try another search.") }}
      add={{ label: t("Add language"), onPress: () => setAdding(true) }}
    >
      <AddLanguageDialog
        isOpen={adding}
        onClose={() => setAdding(false)}
        onCreated={(id) => {
          setAdding(false);
          navigate(`/admin/localizations/${id}/translate`);
        }}
      />
      <RenameLanguageDialog row={renaming} onClose={() => setRenaming(null)} />
      <DeleteLanguageDialog row={deleting} onClose={() => setDeleting(null)} />
    </AdminListPage>
  );
}
