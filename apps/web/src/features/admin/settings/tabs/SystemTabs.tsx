import { Button } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { AdminSection } from "@/features/admin/AdminPage.tsx";
import { formatBytes } from "@/features/upload/queue/settings.ts";
import { FormTextField } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import {
  type AdminSettings,
  Callout,
  Code,
  Facts,
  FormNumberField,
  SettingsTabForm,
  SwitchField,
} from "../SettingsForm.tsx";
import * as s from "../settings.css.ts";

export function UploadingTab({ data }: { data: AdminSettings }) {
  const bucket = data.environment.storageDriver === "s3";
  return (
    <SettingsTabForm
      tab="uploading"
      data={data}
      title={t("Uploading")}
      description={t("Checked on the server for every upload path (form, resumable and direct to the bucket).")}
    >
      <div className={s.fieldRow}>
        <FormNumberField name="uploads.max_size_mb" label={t("Largest file")} unit="MB" />
        <FormNumberField
          name="uploads.chunk_size_mb"
          label={t("Chunk size")}
          unit="MB"
          description={t("Size of each part of a resumable upload.")}
        />
      </div>
      <FormTextField
        name="uploads.allowed_extensions"
        label={t("Allowed file types")}
        description={t("Extensions or types, comma separated (mp3, flac, image/*). Empty allows any type not blocked.")}
      />
      <FormTextField
        name="uploads.blocked_extensions"
        label={t("Blocked file types")}
        description={t("Never accepted, even when allowed above.")}
      />
      <SwitchField
        name="uploads.tus_enabled"
        label={t("Resumable uploads")}
        description={t("Files of 4 MB or more upload in chunks and resume after a dropped connection.")}
      />
      <SwitchField
        name="uploads.direct_s3"
        label={t("Upload straight to the bucket")}
        description={
          bucket
            ? t("Browsers send files to the S3 bucket directly; multipart from 100 MB.")
            : t("Only used when files are stored in a bucket (STORAGE_DRIVER=s3); this server stores them on its disk.")
        }
      />
    </SettingsTabForm>
  );
}

export function CacheTab({ data }: { data: AdminSettings }) {
  const trpc = useTRPC();
  const clear = useMutation(
    trpc.admin.settings.clearCaches.mutationOptions({ onSuccess: () => toast("Cache cleared") }),
  );
  const downloads = data.environment.downloads;
  return (
    <AdminSection
      title={t("Cache")}
      actions={
        <Button variant="outline" size="sm" onPress={() => clear.mutate()} isPending={clear.isPending}>
          {t("Clear cache")}
        </Button>
      }
    >
      <p className={s.note}>
        {t(
          "Backbeat keeps its caches in the server's memory and on its disk; there is no cache server to set up. Clearing makes the next requests read settings and catalogue pages from the database again.",
        )}
      </p>
      <Facts
        items={[
          { label: t("Settings"), value: t("In memory; reloaded after every save.") },
          {
            label: t("Catalogue pages"),
            value: t("In memory for 10 seconds, per visitor audience; admins always see fresh data."),
          },
          {
            label: t("Download transcodes"),
            value: downloads.cacheBytes
              ? t(":size on disk (DOWNLOAD_CACHE_MB), oldest removed first.", {
                  size: formatBytes(downloads.cacheBytes),
                })
              : t("Not kept (DOWNLOAD_CACHE_MB=0)."),
          },
          { label: t("Static files"), value: t("Served with immutable caching; new builds get new names.") },
        ]}
      />
    </AdminSection>
  );
}

export function LoggingTab({ data }: { data: AdminSettings }) {
  return (
    <>
      <SettingsTabForm
        tab="logging"
        data={data}
        title={t("Logging")}
        description={t(
          "Error log files, the outgoing e-mail log and the job history older than this are deleted every hour.",
        )}
      >
        <div className={s.fieldRow}>
          <FormNumberField name="logs.retention_days" label={t("Keep logs for")} unit={t("days")} />
        </div>
      </SettingsTabForm>
      <AdminSection title={t("Where logs go")}>
        <Facts
          items={[
            { label: t("Error log"), value: <Code>{data.environment.errorLogDir}</Code> },
            {
              label: t("Error details"),
              value: data.environment.debug
                ? t("APP_DEBUG is on: failed requests show their trace in the browser.")
                : t("APP_DEBUG is off: failed requests show a generic message; the trace is in the error log."),
            },
            {
              label: t("Server output"),
              value: t("Requests refused and server errors are written to standard output (LOG_LEVEL)."),
            },
          ]}
        />
        <p className={s.note}>
          <Link to="/admin/logs/error">{t("Open the error log")}</Link>
        </p>
      </AdminSection>
    </>
  );
}

export function QueueTab({ data }: { data: AdminSettings }) {
  const q = data.environment.queue;
  return (
    <AdminSection title={t("Queue")}>
      <p className={s.note}>
        {t(
          "Uploads and imported tracks are processed by the media queue. These values come from the server's environment and apply after a restart.",
        )}
      </p>
      <Facts
        items={[
          {
            label: t("Queue driver"),
            value: (
              <>
                {q.driver === "redis" ? t("Redis (BullMQ)") : t("Database")} <Code>QUEUE_DRIVER</Code>
              </>
            ),
          },
          {
            label: t("Redis"),
            value: q.redisConfigured ? t("REDIS_URL is set.") : t("Not configured (REDIS_URL)."),
          },
          {
            label: t("Jobs at once"),
            value: (
              <>
                {q.concurrency} <Code>MEDIA_CONCURRENCY</Code>
              </>
            ),
          },
          {
            label: t("ffmpeg time limit"),
            value: (
              <>
                {t("{n, plural, one {# second} other {# seconds}}", { n: q.ffmpegTimeoutSeconds })}{" "}
                <Code>MEDIA_FFMPEG_TIMEOUT_SECONDS</Code>
              </>
            ),
          },
          {
            label: t("Import folders"),
            value: q.importRoots.length ? (
              q.importRoots.map((r) => (
                <div key={r}>
                  <Code>{r}</Code>
                </div>
              ))
            ) : (
              <>
                {t("None")} <Code>IMPORT_ROOTS</Code>
              </>
            ),
          },
        ]}
      />
      <p className={s.note}>
        <Link to="/admin/logs/schedule">{t("See every job's last run in the schedule log")}</Link>
      </p>
    </AdminSection>
  );
}

export function WebsocketsTab() {
  return (
    <AdminSection title={t("Websockets")}>
      <Callout>
        {t(
          "Notifications and other live events reach open tabs over a WebSocket that Backbeat serves itself at /realtime, so there is no websocket server (Pusher, Reverb or Soketi) to set up. With several server instances behind a load balancer, set REDIS_URL and they pass events to each other through Redis pub/sub.",
        )}
      </Callout>
    </AdminSection>
  );
}

export function SearchTab() {
  return (
    <AdminSection title={t("Search")}>
      <p className={s.note}>{t("Search runs inside the database; there is no search engine to connect.")}</p>
      <Facts
        items={[
          { label: t("Method"), value: t("PostgreSQL full-text search over names, every word matched as a prefix.") },
          {
            label: t("Typos"),
            value: t("Close spellings are suggested from a word list the database keeps up to date."),
          },
          { label: t("Index"), value: t("Updated with every change to the catalogue; nothing to rebuild.") },
        ]}
      />
    </AdminSection>
  );
}
