import type { DatatableResource } from "@backbeat/core/schemas";
import { Button, ButtonLink, PlusIcon } from "@backbeat/ui";
import type { ReactNode } from "react";
import { RouteGuard } from "@/features/auth/guards.tsx";
import { AdminPage } from "../AdminPage.tsx";
import { AdminDatatable, type AdminDatatableProps } from "./AdminDatatable.tsx";

export interface AdminListPageProps<N extends DatatableResource> extends AdminDatatableProps<N> {
  title: string;
  description?: ReactNode;
  /**
   * Where new items start: a button beside the export (a link to `href`, or `onPress` opening a
   * dialog), and in the empty table too when `whenEmpty`.
   */
  add?: { label: string; variant?: "primary"; whenEmpty?: boolean } & (
    | { href: string; onPress?: never }
    | { onPress: () => void; href?: never }
  );
  /** Buttons in the page's header, beside its title. */
  pageActions?: ReactNode;
  /** The route is refused without it. */
  permission?: string;
  /** What opens from a row: dialogs. */
  children?: ReactNode;
}

/** An admin list's page: its title and its datatable, with an add button when `add` names where new items start. */
export function AdminListPage<N extends DatatableResource>({
  title,
  description,
  add,
  pageActions,
  permission,
  children,
  ...table
}: AdminListPageProps<N>) {
  const look = { variant: add?.variant, size: "sm", startIcon: <PlusIcon size={16} /> } as const;
  const addButton = !add ? undefined : add.href !== undefined ? (
    <ButtonLink href={add.href} {...look}>
      {add.label}
    </ButtonLink>
  ) : (
    <Button onPress={add.onPress} {...look}>
      {add.label}
    </Button>
  );
  const emptyState = add?.whenEmpty && table.emptyState ? { ...table.emptyState, action: addButton } : table.emptyState;
  // Derived so a list page cannot be tested under a name other than its resource's.
  const testId = `admin-${table.resource.replaceAll("_", "-")}`;
  const page = (
    <AdminPage title={title} description={description} testId={testId} actions={pageActions}>
      <AdminDatatable {...table} emptyState={emptyState} actions={table.actions ?? addButton} />
      {children}
    </AdminPage>
  );
  return permission ? <RouteGuard permission={permission}>{page}</RouteGuard> : page;
}
