import { passwordInput } from "@backbeat/core/schemas";
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AppForm, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { CurrentPasswordField } from "../auth/AuthFields.tsx";
import { DevicesIcon } from "../auth/icons.tsx";
import { ItemRow } from "./ItemRow.tsx";
import { Panel } from "./sections.tsx";
import * as s from "./settings.css.ts";

export function SessionsSection() {
  const trpc = useTRPC();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(passwordInput, { password: "" });
  const logoutOthers = useMutation(
    trpc.account.logoutOtherSessions.mutationOptions({
      onSuccess: ({ message }) => {
        setOpen(false);
        form.reset();
        toast(message);
        void queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
      },
    }),
  );
  return (
    <Panel
      id="sessions"
      title={t("Active sessions")}
      text={t("If necessary, you may log out of all of your other browser sessions across all of your devices.")}
    >
      <ul className={s.list} data-testid="sessions-list">
        {(sessions.data?.sessions ?? []).map((session) => (
          <ItemRow
            key={session.id}
            testId="session"
            icon={<DevicesIcon size={20} />}
            title={session.token ?? `${session.platform ?? t("Unknown")} - ${session.browser ?? t("Unknown")}`}
            meta={
              <>
                {[session.city, session.country].every((v) => !v)
                  ? t("Unknown")
                  : [session.city, session.country].filter(Boolean).join(", ")}{" "}
                · {session.ip_address ?? (session.token ? t("API Token") : t("Unknown IP"))} ·{" "}
                {session.is_current_device ? (
                  <span className={s.current}>{t("This device")}</span>
                ) : (
                  <>
                    {t("Last active")} {new Date(session.last_active).toLocaleString()}
                  </>
                )}
              </>
            }
          />
        ))}
      </ul>
      <div className={s.actions}>
        <Button variant="outline" onPress={() => setOpen(true)}>
          {t("Logout other browser sessions")}
        </Button>
      </div>
      <Dialog size="sm" isOpen={open} onOpenChange={setOpen} aria-label={t("Logout other browser sessions")}>
        <AppForm form={form} onSubmit={(values) => logoutOthers.mutateAsync(values)}>
          <DialogHeader>{t("Logout other browser sessions")}</DialogHeader>
          <DialogBody>
            <p style={{ marginTop: 0 }}>
              {t(
                "Please enter your password to confirm you would like to log out of your other browser sessions across all of your devices.",
              )}
            </p>
            <CurrentPasswordField autoFocus />
          </DialogBody>
          <DialogFooter>
            <Button variant="ghost" onPress={() => setOpen(false)}>
              {t("Cancel")}
            </Button>
            <SubmitButton>{t("Logout other sessions")}</SubmitButton>
          </DialogFooter>
        </AppForm>
      </Dialog>
    </Panel>
  );
}
