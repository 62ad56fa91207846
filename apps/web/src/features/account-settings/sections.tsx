import type { AppRouter } from "@backbeat/api/types";
import { apiRequest, errorMessage, fieldErrors } from "@backbeat/client";
import {
  Avatar,
  Button,
  CopyButton,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  FileField,
  Form,
  Select,
  SelectItem,
  SelectSection,
  TextField,
} from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { setBootstrap, useBootstrap } from "../../app/bootstrap.ts";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";
import { FormAlert } from "../auth/AuthLayout.tsx";
import { DevicesIcon, KeyIcon } from "../auth/icons.tsx";
import { formErrors } from "../auth/use-auth.ts";
import { useWithConfirmedPassword } from "./confirm-password.tsx";
import * as s from "./settings.css.ts";

export type AccountUser = inferRouterOutputs<AppRouter>["account"]["me"];

export function Panel({
  id,
  title,
  text,
  danger,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={[s.panel, danger ? s.dangerPanel : ""].join(" ")} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.panelTitle}>
        {title}
      </h2>
      {text ? <p className={s.panelText}>{text}</p> : <div style={{ height: 12 }} />}
      {children}
    </section>
  );
}

function useRefreshUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.account.me.queryKey() });
}

export function AccountDetails({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshUser();
  const [first, setFirst] = useState(user.first_name ?? "");
  const [last, setLast] = useState(user.last_name ?? "");
  const [uploading, setUploading] = useState(false);
  const update = useMutation(
    trpc.account.update.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        void refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.account.removeAvatar.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        void refresh();
      },
    }),
  );
  const upload = async (file: File) => {
    if (file.size > 2 * 1024 * 1024) {
      toast.danger("`:file` exceeds maximum allowed size of :size", { values: { file: file.name, size: "2MB" } });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.append("file", file);
      await apiRequest(`users/${user.id}/avatar`, { method: "POST", body });
      toast("Uploaded avatar");
      await refresh();
    } catch (error) {
      toast.danger(fieldErrors(error).file ?? errorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const errors = formErrors(update.error);
  return (
    <Panel id="account-details" title={t("Update name and profile image")}>
      <div className={s.avatarRow}>
        <Avatar name={user.name} src={user.image ?? undefined} size={72} />
        <div style={{ flex: 1, minWidth: 220 }}>
          <FileField
            label={t("Profile image")}
            accept={["image/png", "image/jpeg", "image/gif", "image/webp"]}
            isDisabled={uploading}
            onSelect={(files) => files[0] && void upload(files[0])}
            buttonLabel={t("Upload image")}
          />
        </div>
        {user.image ? (
          <Button variant="ghost" onPress={() => remove.mutate({ id: user.id })} isPending={remove.isPending}>
            {t("Remove image")}
          </Button>
        ) : null}
      </div>
      <FormAlert>{errors.general}</FormAlert>
      <Form
        serverErrors={errors.fields}
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ id: user.id, values: { first_name: first, last_name: last } });
        }}
      >
        <div className={s.formGrid}>
          <TextField name="first_name" label={t("First name")} value={first} onChange={setFirst} maxLength={100} />
          <TextField name="last_name" label={t("Last name")} value={last} onChange={setLast} maxLength={100} />
        </div>
        <div className={s.actions}>
          <Button type="submit" variant="primary" isPending={update.isPending}>
            {t("Save")}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

export function PasswordSection() {
  const trpc = useTRPC();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        setCurrent("");
        setPassword("");
        setConfirmation("");
      },
    }),
  );
  const errors = formErrors(change.error);
  const valid = current.length > 0 && password.length > 0 && confirmation.length > 0;
  return (
    <Panel
      id="password"
      title={t("Update password")}
      text={t("Ensure your account is using a long, random password to stay secure.")}
    >
      <FormAlert>{errors.general}</FormAlert>
      <Form
        serverErrors={errors.fields}
        onSubmit={(e) => {
          e.preventDefault();
          change.mutate({ current_password: current, password, password_confirmation: confirmation });
        }}
      >
        <div className={s.stack} style={{ maxWidth: 420 }}>
          <TextField
            name="current_password"
            type="password"
            label={t("Current password")}
            autoComplete="current-password"
            isRequired
            value={current}
            onChange={setCurrent}
          />
          <TextField
            name="password"
            type="password"
            label={t("New password")}
            autoComplete="new-password"
            isRequired
            value={password}
            onChange={setPassword}
          />
          <TextField
            name="password_confirmation"
            type="password"
            label={t("Confirm password")}
            autoComplete="new-password"
            isRequired
            value={confirmation}
            onChange={setConfirmation}
          />
        </div>
        <div className={s.actions}>
          <Button type="submit" variant="primary" isPending={change.isPending} isDisabled={!valid || change.isPending}>
            {t("Update password")}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

export function TwoFactorSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshUser();
  const withPassword = useWithConfirmedPassword();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const state = user.two_factor_state;
  const qr = useQuery({ ...trpc.account.twoFactorQrCode.queryOptions(), enabled: state === 1, retry: false });
  const enable = useMutation(
    trpc.account.enableTwoFactor.mutationOptions({
      onSuccess: ({ recovery_codes }) => {
        setCodes(recovery_codes);
        void refresh();
      },
    }),
  );
  const disable = useMutation(
    trpc.account.disableTwoFactor.mutationOptions({
      onSuccess: ({ message }) => {
        setCodes(null);
        toast(message);
        void refresh();
      },
    }),
  );
  const confirm = useMutation(
    trpc.account.confirmTwoFactor.mutationOptions({
      onSuccess: () => {
        setCode("");
        void refresh();
      },
    }),
  );
  const regenerate = useMutation(
    trpc.account.regenerateRecoveryCodes.mutationOptions({
      onSuccess: ({ recovery_codes }) => setCodes(recovery_codes),
    }),
  );
  const errors = formErrors(confirm.error);
  return (
    <Panel
      id="two-factor"
      title={t("Two factor authentication")}
      text={t("Add additional security to your account using two factor authentication.")}
    >
      <div className={s.status} data-testid="two-factor-status">
        {state === 2
          ? t("You have enabled two factor authentication.")
          : state === 1
            ? t("Finish enabling two factor authentication.")
            : t("You have not enabled two factor authentication.")}
      </div>
      <p className={s.panelText}>
        {t(
          "When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your phone's authenticator application.",
        )}
      </p>
      {state === 1 ? (
        <div className={s.stack}>
          <p style={{ margin: 0 }}>
            {t(
              "To finish enabling two factor authentication, scan the following QR code using your phone's authenticator application or enter the setup key and provide the generated OTP code.",
            )}
          </p>
          {qr.data ? (
            <>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is generated by our own server from the otpauth URI */}
              <div className={s.qr} data-testid="two-factor-qr" dangerouslySetInnerHTML={{ __html: qr.data.svg }} />
              <div>
                {t("Setup key")}:{" "}
                <span className={s.mono} data-testid="two-factor-secret">
                  {qr.data.secret}
                </span>
              </div>
            </>
          ) : null}
          <Form
            serverErrors={errors.fields}
            onSubmit={(e) => {
              e.preventDefault();
              void withPassword(() => confirm.mutate({ code }));
            }}
          >
            <div className={s.actions} style={{ alignItems: "flex-end", marginTop: 0 }}>
              <TextField
                name="code"
                label={t("Code")}
                inputMode="numeric"
                autoComplete="one-time-code"
                minLength={6}
                maxLength={6}
                isRequired
                value={code}
                onChange={(v) => setCode(v.replace(/\D/g, ""))}
              />
              <Button type="submit" variant="primary" isPending={confirm.isPending}>
                {t("Confirm")}
              </Button>
              <Button variant="ghost" onPress={() => void withPassword(() => disable.mutate())}>
                {t("Cancel")}
              </Button>
            </div>
          </Form>
        </div>
      ) : null}
      {codes && state === 2 ? (
        <div data-testid="recovery-codes">
          <p className={s.warning}>
            {t(
              "Store these recovery codes in a secure password manager. They can be used to recover access to your account if your two factor authentication device is lost.",
            )}
          </p>
          <div className={s.codes}>
            {codes.map((c) => (
              <span key={c}>{c}</span>
            ))}
          </div>
          <CopyButton value={codes.join("\n")} label={t("Copy codes")} />
        </div>
      ) : null}
      <div className={s.actions}>
        {state === 0 ? (
          <Button
            variant="primary"
            onPress={() => void withPassword(() => enable.mutate())}
            isPending={enable.isPending}
          >
            {t("Enable")}
          </Button>
        ) : null}
        {state === 2 ? (
          <>
            <Button
              variant="outline"
              onPress={() => void withPassword(() => regenerate.mutate())}
              isPending={regenerate.isPending}
            >
              {t("Regenerate recovery codes")}
            </Button>
            <Button
              variant="danger"
              onPress={() => void withPassword(() => disable.mutate())}
              isPending={disable.isPending}
            >
              {t("Disable")}
            </Button>
          </>
        ) : null}
      </div>
    </Panel>
  );
}

export function SessionsSection() {
  const trpc = useTRPC();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const logoutOthers = useMutation(
    trpc.account.logoutOtherSessions.mutationOptions({
      onSuccess: ({ message }) => {
        setOpen(false);
        setPassword("");
        toast(message);
        void queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
      },
    }),
  );
  const errors = formErrors(logoutOthers.error);
  return (
    <Panel
      id="sessions"
      title={t("Active sessions")}
      text={t("If necessary, you may log out of all of your other browser sessions across all of your devices.")}
    >
      <ul className={s.list} data-testid="sessions-list">
        {(sessions.data?.sessions ?? []).map((session) => (
          <li key={session.id} className={s.listItem} data-testid="session">
            <span className={s.itemIcon}>
              <DevicesIcon size={20} />
            </span>
            <div className={s.itemMain}>
              <div className={s.itemTitle}>
                {session.token ?? `${session.platform ?? t("Unknown")} - ${session.browser ?? t("Unknown")}`}
              </div>
              <div className={s.itemMeta}>
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
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        <Button variant="outline" onPress={() => setOpen(true)}>
          {t("Logout other browser sessions")}
        </Button>
      </div>
      <Dialog size="sm" isOpen={open} onOpenChange={setOpen} aria-label={t("Logout other browser sessions")}>
        <Form
          serverErrors={errors.fields}
          onSubmit={(e) => {
            e.preventDefault();
            logoutOthers.mutate({ password });
          }}
        >
          <DialogHeader>{t("Logout other browser sessions")}</DialogHeader>
          <DialogBody>
            <p style={{ marginTop: 0 }}>
              {t(
                "Please enter your password to confirm you would like to log out of your other browser sessions across all of your devices.",
              )}
            </p>
            <TextField
              name="password"
              type="password"
              label={t("Password")}
              isRequired
              autoFocus
              value={password}
              onChange={setPassword}
              errorMessage={errors.general ?? undefined}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="ghost" onPress={() => setOpen(false)}>
              {t("Cancel")}
            </Button>
            <Button type="submit" variant="primary" isPending={logoutOthers.isPending}>
              {t("Logout other sessions")}
            </Button>
          </DialogFooter>
        </Form>
      </Dialog>
    </Panel>
  );
}

export function LocationSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshUser();
  const lists = useQuery(trpc.account.valueLists.queryOptions({ names: "timezones,countries,localizations" }));
  const [language, setLanguage] = useState(user.language);
  const [country, setCountry] = useState(user.country ?? "");
  const [timezone, setTimezone] = useState(user.timezone);
  const update = useMutation(
    trpc.account.update.mutationOptions({
      onSuccess: () => {
        toast("Updated account details");
        void refresh();
        if (language !== user.language) window.location.reload();
      },
    }),
  );
  const errors = formErrors(update.error);
  const zones = Object.entries(lists.data?.timezones ?? {});
  return (
    <Panel id="location-and-language" title={t("Date, time and language")}>
      <Form
        serverErrors={errors.fields}
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ id: user.id, values: { language, country: country || null, timezone } });
        }}
      >
        <div className={s.formGrid}>
          <Select
            name="language"
            label={t("Language")}
            selectedKey={language}
            onSelectionChange={(k) => setLanguage(String(k))}
            isLoading={lists.isLoading}
            items={(lists.data?.localizations ?? []).map((l) => ({ id: l.language, name: l.name }))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Select
            name="country"
            label={t("Country")}
            selectedKey={country || null}
            onSelectionChange={(k) => setCountry(String(k ?? ""))}
            isLoading={lists.isLoading}
            items={(lists.data?.countries ?? []).map((c) => ({ id: c.code, name: c.name }))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Select
            name="timezone"
            label={t("Timezone")}
            selectedKey={timezone}
            onSelectionChange={(k) => setTimezone(String(k))}
            isLoading={lists.isLoading}
          >
            {zones.map(([region, items]) => (
              <SelectSection key={region} title={region}>
                {items.map((z) => (
                  <SelectItem key={z.value} id={z.value}>
                    {z.text}
                  </SelectItem>
                ))}
              </SelectSection>
            ))}
          </Select>
        </div>
        <div className={s.actions}>
          <Button type="submit" variant="primary" isPending={update.isPending}>
            {t("Save")}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

export function DevelopersSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const refresh = useRefreshUser();
  // Spec 2 §6: the panel's empty text differs when it shows someone else's tokens.
  const own = useBootstrap().user?.id === user.id;
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [plain, setPlain] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const create = useMutation(
    trpc.account.createToken.mutationOptions({
      onSuccess: ({ plainTextToken }) => {
        setPlain(plainTextToken);
        toast("Token create");
        void refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.account.deleteToken.mutationOptions({
      onSuccess: ({ message }) => {
        setDeleting(null);
        toast(message);
        void refresh();
      },
    }),
  );
  const errors = formErrors(create.error);
  const close = () => {
    setOpen(false);
    setPlain(null);
    setName("");
    create.reset();
  };
  return (
    <Panel
      id="developers"
      title={t("API access tokens")}
      text={t("Personal access tokens let scripts and other apps use the API on your behalf.")}
    >
      {user.tokens.length === 0 ? (
        <p className={s.panelText}>
          {own ? t("You have no personal access tokens yet") : t("User has not created any access tokens yet")}
        </p>
      ) : (
        <ul className={s.list} data-testid="tokens-list">
          {user.tokens.map((token) => (
            <li key={token.id} className={s.listItem} data-testid="token">
              <span className={s.itemIcon}>
                <KeyIcon size={20} />
              </span>
              <div className={s.itemMain}>
                <div className={s.itemTitle}>{token.name}</div>
                <div className={s.itemMeta}>
                  {t("Last used")}: {token.last_used_at ? new Date(token.last_used_at).toLocaleString() : t("Never")}
                </div>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => setDeleting(token)}
                aria-label={t("Delete :name", { name: token.name })}
              >
                {t("Delete")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={s.actions}>
        <Button variant="outline" onPress={() => setOpen(true)}>
          {t("Create token")}
        </Button>
      </div>
      <Dialog
        size="md"
        isOpen={open}
        onOpenChange={(o) => (o ? setOpen(true) : close())}
        aria-label={t("Create new token")}
      >
        <Form
          serverErrors={errors.fields}
          onSubmit={(e) => {
            e.preventDefault();
            if (!plain) create.mutate({ tokenName: name });
          }}
        >
          <DialogHeader>{t("Create new token")}</DialogHeader>
          <DialogBody>
            {plain ? (
              <div className={s.stack}>
                <div className={s.mono} data-testid="plain-token">
                  {plain}
                </div>
                <CopyButton value={plain} />
                <p className={s.warning}>
                  {t(
                    "Make sure to store the token in a safe place. After this dialog is closed, token will not be viewable anymore.",
                  )}
                </p>
              </div>
            ) : (
              <TextField
                name="tokenName"
                label={t("Token name")}
                isRequired
                autoFocus
                value={name}
                onChange={setName}
                maxLength={100}
              />
            )}
          </DialogBody>
          <DialogFooter>
            {plain ? (
              <Button variant="primary" onPress={close}>
                {t("Done")}
              </Button>
            ) : (
              <>
                <Button variant="ghost" onPress={close}>
                  {t("Done")}
                </Button>
                <Button type="submit" variant="primary" isPending={create.isPending}>
                  {t("Create")}
                </Button>
              </>
            )}
          </DialogFooter>
        </Form>
      </Dialog>
      <Dialog
        size="sm"
        isOpen={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        aria-label={t("Delete token")}
      >
        <DialogHeader>{t("Delete token")}</DialogHeader>
        <DialogBody>{t("Are you sure you want to delete this token?")}</DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={() => setDeleting(null)}>
            {t("Cancel")}
          </Button>
          <Button
            variant="danger"
            isPending={remove.isPending}
            onPress={() => deleting && remove.mutate({ id: deleting.id })}
          >
            {t("Delete")}
          </Button>
        </DialogFooter>
      </Dialog>
    </Panel>
  );
}

export function DeleteAccountSection({ user }: { user: AccountUser }) {
  const trpc = useTRPC();
  const withPassword = useWithConfirmedPassword();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const data = useBootstrap();
  const [open, setOpen] = useState(false);
  const logout = useMutation(trpc.session.logout.mutationOptions());
  const remove = useMutation(
    trpc.account.deleteAccount.mutationOptions({
      onSuccess: async ({ message }) => {
        setOpen(false);
        toast(message);
        const answer = await logout.mutateAsync().catch(() => null);
        queryClient.clear();
        setBootstrap(answer?.bootstrapData ?? { ...data, user: null });
        navigate("/login");
      },
      onError: (error) => toast.danger(errorMessage(error)),
    }),
  );
  return (
    <Panel
      id="delete-account"
      danger
      title={t("Danger zone")}
      text={t("Once your account is deleted, all of its resources and data will be permanently deleted.")}
    >
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t("Delete account")}
      </Button>
      <Dialog size="sm" isOpen={open} onOpenChange={setOpen} aria-label={t("Delete account")}>
        <DialogHeader>{t("Delete account")}</DialogHeader>
        <DialogBody>
          {t(
            "Are you sure you want to delete your account? Once your account is deleted, all of its resources and data will be permanently deleted.",
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={() => setOpen(false)}>
            {t("Cancel")}
          </Button>
          <Button
            variant="danger"
            isPending={remove.isPending}
            onPress={() => {
              setOpen(false);
              void withPassword(() => remove.mutate({ id: user.id }));
            }}
          >
            {t("Delete")}
          </Button>
        </DialogFooter>
      </Dialog>
    </Panel>
  );
}
