import type { AppRouter } from "@backbeat/api/types";
import { listenBrainzConnectInput } from "@backbeat/core/schemas";
import { Badge, Button, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useEffect, useRef, useState } from "react";
import { AppForm, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { reportError } from "@/global/report-error.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { ConfirmActionDialog } from "./ConfirmActionDialog.tsx";
import * as sc from "./scrobbling.css.ts";
import { Panel } from "./sections.tsx";

type Connection = inferRouterOutputs<AppRouter>["scrobbling"]["connections"][number];
type Service = Connection["service"];

export const SCROBBLING_SECTION = { id: "scrobbling", label: "Scrobbling" } as const;

const NAMES: Record<Service, string> = { listenbrainz: "ListenBrainz", lastfm: "Last.fm" };
const MARKS: Record<Service, string> = { listenbrainz: "LB", lastfm: "fm" };
const EMPTY = { token: "" };

/**
 * Connected services: what the user plays here — in the web player or any Subsonic app — goes to
 * their ListenBrainz or Last.fm profile. A connection the service stopped accepting (a revoked
 * token) is shown as failed, with a reconnect; its listens wait until then.
 */
export function ScrobblingSection() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const connections = useQuery(trpc.scrobbling.connections.queryOptions());
  const [connecting, setConnecting] = useState(false);
  const [leaving, setLeaving] = useState<Service | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const form = useSchemaForm(listenBrainzConnectInput, EMPTY);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.scrobbling.connections.queryKey() });
  const connectListenBrainz = useMutation(
    trpc.scrobbling.connectListenBrainz.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        setConnecting(false);
        form.reset(EMPTY);
        void refresh();
      },
    }),
  );
  const connectLastfm = useMutation(
    trpc.scrobbling.connectLastfm.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        void refresh();
      },
    }),
  );
  const disconnect = useMutation(
    trpc.scrobbling.disconnect.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        setLeaving(null);
        void refresh();
      },
    }),
  );

  // Back from Last.fm: its callback carries the token and the state this server signed.
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = new URLSearchParams(window.location.search);
    const token = params.get("token");
    const state = params.get("state");
    if (params.get("scrobbling") !== "lastfm" || !token || !state) return;
    history.replaceState(null, "", `${window.location.pathname}#${SCROBBLING_SECTION.id}`);
    document.getElementById(SCROBBLING_SECTION.id)?.scrollIntoView({ block: "start" });
    connectLastfm.mutate({ token, state });
  }, [connectLastfm]);

  const startLastfm = async () => {
    setRedirecting(true);
    try {
      const { url } = await client.scrobbling.lastfmConnectUrl.query();
      window.location.assign(url);
    } catch (error) {
      setRedirecting(false);
      reportError(error);
    }
  };
  const connect = (service: Service) => (service === "lastfm" ? void startLastfm() : setConnecting(true));

  const offered = (connections.data ?? []).filter((c) => c.available || c.status !== "disconnected");
  return (
    <Panel
      id={SCROBBLING_SECTION.id}
      title={t("Scrobbling")}
      text={t(
        "Send what you play, here or in any Subsonic app, to your ListenBrainz or Last.fm profile. Listens are sent once half the track or four minutes have played.",
      )}
    >
      {connections.isPending ? null : offered.length === 0 ? (
        <p className={sc.meta}>{t("No scrobbling services are offered on this site.")}</p>
      ) : (
        <ul className={sc.list} data-testid="scrobbling-services">
          {offered.map((c) => (
            <li key={c.service} className={sc.row} data-testid={`scrobbling-${c.service}`}>
              <span className={sc.mark[c.service]} aria-hidden="true">
                {MARKS[c.service]}
              </span>
              <div className={sc.main}>
                <div className={sc.head}>
                  <span className={sc.name}>{NAMES[c.service]}</span>
                  {c.status === "active" ? (
                    <Badge tone="positive">{t("Connected")}</Badge>
                  ) : c.status === "failed" ? (
                    <Badge tone="danger">{t("Connection failed")}</Badge>
                  ) : null}
                </div>
                <Details connection={c} />
              </div>
              <div className={sc.buttons}>
                {c.status === "disconnected" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    isPending={c.service === "lastfm" && (redirecting || connectLastfm.isPending)}
                    onPress={() => connect(c.service)}
                  >
                    {t("Connect")}
                  </Button>
                ) : null}
                {c.status === "failed" && c.available ? (
                  <Button
                    variant="primary"
                    size="sm"
                    isPending={c.service === "lastfm" && redirecting}
                    onPress={() => connect(c.service)}
                  >
                    {t("Reconnect")}
                  </Button>
                ) : null}
                {c.status !== "disconnected" ? (
                  <Button variant="ghost" size="sm" onPress={() => setLeaving(c.service)}>
                    {t("Disconnect")}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        size="md"
        isOpen={connecting}
        onOpenChange={(open) => {
          setConnecting(open);
          if (!open) form.reset(EMPTY);
        }}
        aria-label={t("Connect :name", { name: "ListenBrainz" })}
      >
        <AppForm form={form} onSubmit={(values) => connectListenBrainz.mutateAsync(values)}>
          <DialogHeader>{t("Connect :name", { name: "ListenBrainz" })}</DialogHeader>
          <DialogBody>
            <FormTextField
              name="token"
              label={t("User token")}
              description={t("Copy it from your ListenBrainz settings page (listenbrainz.org/settings).")}
              isRequired
              autoFocus
              autoComplete="off"
              spellCheck="false"
              maxLength={200}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="ghost" onPress={() => setConnecting(false)}>
              {t("Cancel")}
            </Button>
            <SubmitButton>{t("Connect")}</SubmitButton>
          </DialogFooter>
        </AppForm>
      </Dialog>
      <ConfirmActionDialog
        title={t("Disconnect :name", { name: leaving ? NAMES[leaving] : "" })}
        confirmLabel={t("Disconnect")}
        isOpen={leaving !== null}
        isPending={disconnect.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={() => leaving && disconnect.mutate({ service: leaving })}
      >
        {t("Your plays will no longer be sent there. Listens not yet sent are dropped.")}
      </ConfirmActionDialog>
    </Panel>
  );
}

function Details({ connection: c }: { connection: Connection }) {
  const name = NAMES[c.service];
  if (c.status === "disconnected")
    return (
      <div className={sc.meta}>
        {c.service === "lastfm"
          ? t("Sign in to Last.fm to let this site scrobble for you.")
          : t("Connect with your ListenBrainz user token.")}
      </div>
    );
  const pending = c.pending ? (
    <div className={sc.meta} data-testid="scrobbling-pending">
      {t("{count, plural, one {# listen waiting to be sent} other {# listens waiting to be sent}}", {
        count: c.pending,
      })}
    </div>
  ) : null;
  if (c.status === "failed")
    return (
      <>
        <div className={sc.meta}>{t("Connected as :name", { name: c.account ?? "" })}</div>
        <div className={sc.failure} role="status">
          {c.available
            ? t(":service stopped accepting this connection. Reconnect to send your listens again.", { service: name })
            : t(":service stopped accepting this connection.", { service: name })}
        </div>
        {pending}
      </>
    );
  return (
    <>
      <div className={sc.meta}>
        {t("Connected as :name", { name: c.account ?? "" })}
        {c.connected_at ? ` · ${t("since :date", { date: new Date(c.connected_at).toLocaleDateString() })}` : ""}
      </div>
      {pending}
    </>
  );
}
