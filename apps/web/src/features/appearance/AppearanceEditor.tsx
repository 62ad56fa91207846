/**
 * The appearance editor (docs/spec/2-product-areas.md §2, appearance.update): the sections on the left, the live site
 * on the right in a frame flagged `appearanceEditor=true` that follows the draft as the designer
 * types. Save writes the draft; Discard returns to what is saved; leaving with unsaved changes
 * asks first (in-app navigation and closing the tab alike).
 */
import { Button, ButtonLink, ChevronLeftIcon, Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { Outlet, useBlocker, useLocation } from "react-router";
import { openDialog } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { type AppearanceDraft, loadDraft, useAppearanceDraft } from "./draft.ts";
import * as s from "./editor.css.ts";
import { usePreviewSync } from "./preview.ts";
import { appearanceSections } from "./sections.ts";
import { UnsavedChangesDialog } from "./UnsavedChangesDialog.tsx";

export const DEVICES = [
  { id: "desktop", label: "Desktop", width: null },
  { id: "tablet", label: "Tablet", width: 768 },
  { id: "mobile", label: "Mobile", width: 390 },
] as const;
type Device = (typeof DEVICES)[number]["id"];

const BASE = "/admin/appearance";

/** The page the preview shows for the section open at `pathname`. */
function previewPathFor(pathname: string): string {
  const rest = pathname.slice(BASE.length + 1);
  const section = appearanceSections.find((entry) =>
    entry.routes.some((r) => rest.split("/")[0] === r.path.split("/")[0]),
  );
  return section?.preview ?? "/";
}

function previewUrl(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}appearanceEditor=true`;
}

function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !nextLocation.pathname.startsWith(BASE) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void openDialog(UnsavedChangesDialog, {}).then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

function Preview() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [device, setDevice] = useState<Device>("desktop");
  const { pathname } = useLocation();
  const path = previewPathFor(pathname);
  // The frame loads once per section page; typing never reloads it.
  const [src, setSrc] = useState(() => previewUrl(path));
  useEffect(() => setSrc(previewUrl(path)), [path]);
  usePreviewSync(frame);
  const width = DEVICES.find((d) => d.id === device)?.width ?? null;
  return (
    <section className={s.stage} aria-label={t("Preview")}>
      <div className={s.stageBar}>
        <ToggleButtonGroup
          aria-label={t("Preview width")}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[device]}
          onSelectionChange={(keys) => setDevice([...keys][0] as Device)}
          className={s.devices}
        >
          {DEVICES.map((d) => (
            <ToggleButton key={d.id} id={d.id} className={s.device}>
              {t(d.label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <div className={s.viewport}>
        <iframe
          ref={frame}
          src={src}
          title={t("Site preview")}
          className={s.frame}
          style={{ maxWidth: width ?? undefined }}
          data-device={device}
          data-testid="appearance-preview"
        />
      </div>
    </section>
  );
}

function Editor() {
  const trpc = useTRPC();
  const read = useQuery({ ...trpc.admin.appearance.read.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
  const { draft, dirty, saving, save, discard } = useAppearanceDraft();
  const [loaded, setLoaded] = useState<unknown>(null);
  if (read.data && read.data !== loaded) {
    setLoaded(read.data);
    loadDraft(read.data as unknown as AppearanceDraft);
  }
  useUnsavedChangesGuard(dirty);

  const onSave = async () => {
    if (await save()) toast("Appearance saved");
  };

  return (
    <div className={s.layout} data-testid="appearance-editor">
      <aside className={s.sidebar} aria-label={t("Appearance")}>
        <div className={s.sidebarHeader}>
          <h1 className={s.sidebarTitle}>{t("Appearance")}</h1>
          <ButtonLink href="/admin" variant="ghost" size="sm" startIcon={<ChevronLeftIcon size={16} />}>
            {t("Admin")}
          </ButtonLink>
        </div>
        <div className={s.sidebarBody}>{draft ? <Outlet /> : <Skeleton height={320} />}</div>
        <div className={s.sidebarFooter}>
          <span className={s.status} role="status">
            {dirty ? t("Unsaved changes") : t("All changes saved")}
          </span>
          <Button variant="ghost" size="sm" isDisabled={!dirty || saving} onPress={discard}>
            {t("Discard")}
          </Button>
          <Button
            variant="primary"
            size="sm"
            isDisabled={!dirty}
            isPending={saving}
            onPress={() => void onSave()}
            data-testid="appearance-save"
          >
            {t("Save")}
          </Button>
        </div>
      </aside>
      <Preview />
    </div>
  );
}

export function Component() {
  return (
    <RouteGuard permission="appearance.update">
      <Editor />
    </RouteGuard>
  );
}
