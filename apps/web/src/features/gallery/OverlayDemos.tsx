import { apiRequest } from "@backbeat/client";
import { Button } from "@backbeat/ui/Button";
import { Dialog, DialogBody, DialogFooter, DialogHeader, DialogTrigger } from "@backbeat/ui/Dialog";
import { IconButton } from "@backbeat/ui/IconButton";
import { EditIcon, MoreIcon, PlayIcon, TrashIcon, UserIcon } from "@backbeat/ui/icons";
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from "@backbeat/ui/Menu";
import { HoverPopover, Popover, PopoverDialog } from "@backbeat/ui/Popover";
import { Tooltip, TooltipTrigger } from "@backbeat/ui/Tooltip";
import type { DialogSize } from "@backbeat/ui/theme";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type DialogComponentProps, openDialog } from "@/global/dialogs.tsx";
import { openErrorTraceDialog } from "@/global/ErrorTraceDialog.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { Card } from "./FormDemos.tsx";
import * as s from "./gallery.css.ts";
import { sampleTrace } from "./sample-data.ts";

/**
 * A real server error: the server logs it and, in debug mode, answers with the trace that the
 * global failed-call handler shows in the error dialog (otherwise a danger toast).
 */
function RaiseServerError() {
  const raise = useMutation({ mutationFn: () => apiRequest("logs/error/test", { method: "POST", body: {} }) });
  return (
    <Button variant="outline" isPending={raise.isPending} onPress={() => raise.mutate()}>
      {t("Raise a test server error")}
    </Button>
  );
}

const sizes: DialogSize[] = ["2xs", "xs", "sm", "md", "lg", "xl", "2xl", "fullscreen"];

function ConfirmDelete({ data, close }: DialogComponentProps<{ name: string }, boolean>) {
  return (
    <Dialog size="sm" role="alertdialog" data-testid="confirm-dialog">
      <DialogHeader>{t("Delete playlist?")}</DialogHeader>
      <DialogBody>
        {t("':name' will be removed for everyone who follows it. This cannot be undone.", { name: data.name })}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={() => close(false)}>
          {t("Cancel")}
        </Button>
        <Button variant="danger" onPress={() => close(true)} autoFocus>
          {t("Delete")}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

export function OverlayDemos() {
  const [result, setResult] = useState<string>(t("No dialog opened yet"));
  const [menuAction, setMenuAction] = useState<string>("—");
  return (
    <div className={s.grid}>
      <Card title={t("Dialog sizes")}>
        <div className={s.row}>
          {sizes.map((size) => (
            <DialogTrigger key={size}>
              <Button size="sm" variant="outline">
                {size}
              </Button>
              <Dialog size={size}>
                <DialogHeader>{t(":size dialog", { size })}</DialogHeader>
                <DialogBody>
                  {t("Dialogs have 24 px padding and close with Escape, the close button or a click outside.")}
                </DialogBody>
                <DialogFooter>
                  <Button slot="close" variant="primary">
                    {t("Done")}
                  </Button>
                </DialogFooter>
              </Dialog>
            </DialogTrigger>
          ))}
        </div>
      </Card>
      <Card title={t("Dialog promise")}>
        <p className={s.muted}>{t("openDialog(Component, data) resolves with the value the dialog closes with.")}</p>
        <div className={s.row}>
          <Button
            variant="danger"
            startIcon={<TrashIcon size="1.1em" />}
            onPress={async () => {
              const value = await openDialog(ConfirmDelete, { name: "Late night drive" });
              setResult(value === undefined ? "dismissed" : value ? "confirmed" : "cancelled");
            }}
          >
            {t("Delete playlist")}
          </Button>
          <Button variant="outline" onPress={() => void openErrorTraceDialog(sampleTrace)}>
            {t("Show error dialog")}
          </Button>
          <RaiseServerError />
        </div>
        <output className={s.result} data-testid="dialog-result">
          {result}
        </output>
      </Card>
      <Card title={t("Menus")}>
        <div className={s.row}>
          <MenuTrigger>
            <Button variant="outline" endIcon={<MoreIcon size="1em" />}>
              {t("Actions")}
            </Button>
            <Menu onAction={(key) => setMenuAction(String(key))} aria-label={t("Track actions")}>
              <MenuSection title={t("Playback")}>
                <MenuItem id="play" icon={<PlayIcon />} end="Space">
                  {t("Play now")}
                </MenuItem>
                <MenuItem id="play-next">{t("Play next")}</MenuItem>
                <MenuItem id="add-queue">{t("Add to queue")}</MenuItem>
              </MenuSection>
              <MenuSeparator />
              <MenuItem id="profile" icon={<UserIcon />}>
                {t("Go to artist")}
              </MenuItem>
              <MenuItem id="edit" icon={<EditIcon />} description={t("Title, artwork and tags")}>
                {t("Edit details")}
              </MenuItem>
              <SubmenuTrigger>
                <MenuItem id="share">{t("Share")}</MenuItem>
                <Menu placement="end top" onAction={(key) => setMenuAction(String(key))}>
                  <MenuItem id="copy-link">{t("Copy link")}</MenuItem>
                  <MenuItem id="embed">{t("Embed")}</MenuItem>
                </Menu>
              </SubmenuTrigger>
              <MenuSeparator />
              <MenuItem id="delete" isDanger icon={<TrashIcon />}>
                {t("Delete")}
              </MenuItem>
            </Menu>
          </MenuTrigger>
          <MenuTrigger>
            <IconButton aria-label={t("More options")} variant="outline">
              <MoreIcon />
            </IconButton>
            <Menu selectionMode="single" defaultSelectedKeys={["recent"]} aria-label={t("Sort by")}>
              <MenuItem id="recent">{t("Recently added")}</MenuItem>
              <MenuItem id="alpha">{t("Alphabetical")}</MenuItem>
              <MenuItem id="artist">{t("Artist")}</MenuItem>
              <MenuItem id="plays">{t("Most played")}</MenuItem>
            </Menu>
          </MenuTrigger>
        </div>
        <p className={s.muted}>
          {t("Type to jump to an item; typed letters reset after 500 ms.")}{" "}
          <span data-testid="menu-action">{menuAction}</span>
        </p>
      </Card>
      <Card title={t("Tooltips and popovers")}>
        <div className={s.row}>
          <TooltipTrigger>
            <Button variant="outline" data-testid="tooltip-trigger">
              {t("Hover me")}
            </Button>
            <Tooltip>{t("Tooltips show after 1500 ms")}</Tooltip>
          </TooltipTrigger>
          <IconButton aria-label={t("Edit")} tooltip variant="secondary">
            <EditIcon />
          </IconButton>
          <DialogTrigger>
            <Button variant="outline">{t("Popover")}</Button>
            <Popover showArrow placement="bottom">
              <PopoverDialog aria-label={t("Popover")}>
                <div className={s.stack} style={{ maxWidth: 260 }}>
                  <strong>{t("Popovers")}</strong>
                  <span className={s.muted}>{t("Anchored content that closes on Escape or a click outside.")}</span>
                </div>
              </PopoverDialog>
            </Popover>
          </DialogTrigger>
          <HoverPopover trigger={<Button variant="ghost">{t("Hover card")}</Button>} placement="top">
            <div className={s.stack} style={{ maxWidth: 240 }}>
              <strong>Mira Vale</strong>
              <span className={s.muted}>{t("Closes 150 ms after the pointer leaves.")}</span>
            </div>
          </HoverPopover>
        </div>
      </Card>
      <Card title={t("Toasts")}>
        <p className={s.muted}>{t("One toast at a time at the bottom centre; hover pauses the timer.")}</p>
        <div className={s.row}>
          <Button variant="outline" onPress={() => toast("Added to your library")}>
            {t("Positive")}
          </Button>
          <Button variant="outline" onPress={() => toast.danger("Could not save the playlist.")}>
            {t("Danger")}
          </Button>
          <Button variant="outline" onPress={() => toast.loading("Uploading 3 tracks…", { id: "upload" })}>
            {t("Loading")}
          </Button>
          <Button variant="outline" onPress={() => toast("Upload complete", { id: "upload" })}>
            {t("Replace loading")}
          </Button>
          <Button variant="ghost" onPress={() => toast.dismiss()}>
            {t("Dismiss")}
          </Button>
        </div>
      </Card>
    </div>
  );
}
