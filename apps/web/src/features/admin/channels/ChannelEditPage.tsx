import {
  type ChannelContentKind,
  type ChannelRuleKind,
  channelRuleKinds,
  channelSaveInput,
} from "@backbeat/core/schemas";
import {
  Badge,
  Button,
  ButtonLink,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Spinner,
  Switch,
  TrashIcon,
} from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { PageError } from "@/features/catalogue/PageState.tsx";
import {
  AppForm,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  SubmitButton,
  useSchemaForm,
} from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage, AdminSection } from "../AdminPage.tsx";
import { NewTabButton } from "../NewTabButton.tsx";
import { ChannelItemsEditor, type ItemSummary } from "./ChannelItemsEditor.tsx";
import { ChannelPreview } from "./ChannelPreview.tsx";
import * as s from "./channels.css.ts";
import { ChannelsDocsLink } from "./DocsLink.tsx";
import { contentTypeLabels, editableContentTypes, layoutLabels } from "./labels.ts";

type Values = z.input<typeof channelSaveInput>;
type Edit = { channel: Values & { id: number; is_home: boolean }; items: ItemSummary[] };

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);

/** `channels/new` and `channels/{slugOrId}/edit`: details, content (rule or hand-picked items), looks, preview. */
export function ChannelEditPage() {
  const trpc = useTRPC();
  const slugOrId = useParams().slugOrId ?? null;
  const edit = useQuery({
    ...trpc.admin.channels.get.queryOptions({ slugOrId: slugOrId ?? "new" }),
    enabled: slugOrId !== null,
  });
  if (edit.error) return <PageError error={edit.error} />;
  if (slugOrId !== null && !edit.data)
    return (
      <AdminPage title={t("Edit channel")} back={{ to: "/admin/channels", label: "Channels" }}>
        <div className={s.loading}>
          <Spinner aria-label={t("Loading")} />
        </div>
      </AdminPage>
    );
  return <ChannelEditor key={edit.dataUpdatedAt} edit={edit.data as Edit | undefined} />;
}

function ChannelEditor({ edit }: { edit: Edit | undefined }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const channel = edit?.channel;
  const save = useMutation(trpc.admin.channels.save.mutationOptions());
  const remove = useMutation(trpc.admin.channels.delete.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  const [known, setKnown] = useState(
    () => new Map((edit?.items ?? []).map((i) => [`${i.item_type}:${i.item_id}`, i] as const)),
  );
  const form = useSchemaForm(channelSaveInput, {
    id: channel?.id,
    name: channel?.name ?? "",
    slug: channel?.slug ?? "",
    description: channel?.description ?? "",
    layout: channel?.layout ?? "grid",
    content_type: channel?.content_type ?? "album",
    rule: channel?.rule ?? null,
    restriction: channel?.restriction ?? null,
    hide_title: channel?.hide_title ?? false,
    items: (edit?.items ?? []).map(({ item_type, item_id }) => ({ item_type, item_id })),
  });
  const values = useWatch({ control: form.control }) as Values;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.catalogue.pathKey() }),
    ]);

  return (
    <AdminPage
      title={channel ? channel.name : t("New channel")}
      description={
        channel?.is_home ? (
          <span className={s.homeNote}>
            <Badge tone="primary">{t("Home page")}</Badge> {t("This channel is the home page of the site.")}
          </span>
        ) : undefined
      }
      back={{ to: "/admin/channels", label: "Channels" }}
      testId="admin-channel-edit"
      actions={
        <>
          <ChannelsDocsLink />
          {channel ? (
            <NewTabButton href={channel.is_home ? "/" : `/channel/${channel.slug}`} variant="outline">
              {t("View on site")}
            </NewTabButton>
          ) : null}
        </>
      }
    >
      <div className={s.editorGrid}>
        <AppForm
          form={form}
          aria-label={t("Channel")}
          className={s.formColumn}
          onSubmit={async (data) => {
            const saved = await save.mutateAsync(data);
            toast(channel ? "Saved channel" : "Created channel");
            await refresh();
            if (!channel || saved.slug !== channel.slug)
              navigate(`/admin/channels/${saved.id}/edit`, { replace: true });
          }}
        >
          <AdminSection title={t("Details")}>
            <DetailsFields isNew={!channel} />
          </AdminSection>
          <AdminSection title={t("Content")}>
            <ContentFields
              channelId={channel?.id}
              known={known}
              onKnown={(items) =>
                setKnown((m) => {
                  const next = new Map(m);
                  for (const i of items) next.set(`${i.item_type}:${i.item_id}`, i);
                  return next;
                })
              }
            />
          </AdminSection>
          <AdminSection title={t("Appearance")}>
            <FormRadioGroup name="layout" label={t("Layout")} orientation="horizontal">
              {(["grid", "carousel", "list"] as const).map((l) => (
                <Radio key={l} value={l}>
                  {layoutLabels[l]}
                </Radio>
              ))}
            </FormRadioGroup>
            <div>
              <FormSwitch name="hide_title">{t("Hide the title")}</FormSwitch>
              <p className={s.hint}>
                {t("The channel's name is not shown above its items (the home page hides its own).")}
              </p>
            </div>
          </AdminSection>
          <div className={s.actions}>
            {channel && !channel.is_home ? (
              <Button
                variant="ghost"
                className={s.actionsStart}
                startIcon={<TrashIcon size={16} />}
                onPress={() => setConfirming(true)}
              >
                {t("Delete")}
              </Button>
            ) : null}
            <ButtonLink href="/admin/channels" variant="ghost">
              {t("Cancel")}
            </ButtonLink>
            <SubmitButton>{channel ? t("Save changes") : t("Create channel")}</SubmitButton>
          </div>
        </AppForm>
        <div className={s.previewColumn}>
          <ChannelPreview draft={values as Record<string, unknown>} />
        </div>
      </div>
      {channel ? (
        <ConfirmActionDialog
          title={t("Delete this channel?")}
          confirmLabel={t("Delete")}
          isOpen={confirming}
          isPending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove
              .mutateAsync({ id: channel.id })
              .then(async () => {
                toast("Deleted channel");
                await refresh();
                navigate("/admin/channels");
              })
              .catch(() => setConfirming(false))
          }
        >
          {t("The channel and its page are removed, and it disappears from channels that show it.")}
        </ConfirmActionDialog>
      ) : null}
    </AdminPage>
  );
}

function DetailsFields({ isNew }: { isNew: boolean }) {
  const { setValue, getFieldState } = useFormContext<Values>();
  const slug = useWatch<Values, "slug">({ name: "slug" });
  const name = useWatch<Values, "name">({ name: "name" });
  // A new channel's address follows its name until the slug is edited by hand.
  useEffect(() => {
    if (isNew && !getFieldState("slug").isDirty) setValue("slug", slugify(name ?? ""));
  }, [isNew, name, getFieldState, setValue]);
  return (
    <>
      <div className={s.row}>
        <FormTextField name="name" label={t("Name")} isRequired maxLength={100} autoFocus={isNew} />
        <FormTextField
          name="slug"
          label={t("Slug")}
          isRequired
          maxLength={100}
          description={slug ? t("The page lives at /channel/:slug", { slug }) : t("Letters, numbers and dashes.")}
        />
      </div>
      <FormTextArea name="description" label={t("Description")} rows={3} maxLength={500} />
    </>
  );
}

function ContentFields({
  channelId,
  known,
  onKnown,
}: {
  channelId: number | undefined;
  known: Map<string, ItemSummary>;
  onKnown: (items: ItemSummary[]) => void;
}) {
  const { setValue } = useFormContext<Values>();
  const { field: rule } = useController<Values, "rule">({ name: "rule" });
  const { field: restriction } = useController<Values, "restriction">({ name: "restriction" });
  const contentType = useWatch<Values, "content_type">({ name: "content_type" });
  const current = rule.value ? channelRuleKinds.find((k) => k.kind === rule.value?.kind) : undefined;
  const [lastRule, setLastRule] = useState<ChannelRuleKind>(current?.kind ?? "newest_albums");

  const applyRule = (kind: ChannelRuleKind) => {
    const def = channelRuleKinds.find((k) => k.kind === kind);
    if (!def) return;
    setLastRule(kind);
    rule.onChange(kind === "genre_tracks" ? { kind, genre: "" } : { kind });
    setValue("content_type", def.contentType);
    if (kind !== "genre_tracks") restriction.onChange(null);
  };

  return (
    <>
      <RadioGroup
        label={t("Source")}
        orientation="horizontal"
        value={current ? "rule" : "manual"}
        onChange={(source) => {
          if (source === "rule") applyRule(lastRule);
          else {
            rule.onChange(null);
            restriction.onChange(null);
          }
        }}
      >
        <Radio value="manual">{t("Hand-picked items")}</Radio>
        <Radio value="rule">{t("Automatic (a rule)")}</Radio>
      </RadioGroup>
      {current ? (
        <>
          <Select
            label={t("Rule")}
            description={t(current.description)}
            selectedKey={current.kind}
            onSelectionChange={(k) => k != null && applyRule(k as ChannelRuleKind)}
            items={channelRuleKinds.map((k) => ({ id: k.kind, name: t(k.label) }))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          {current.options === "genre" ? (
            <div className={s.row}>
              <FormTextField
                name="rule.genre"
                label={t("Genre")}
                maxLength={100}
                isDisabled={restriction.value === "genre"}
                description={t("The genre whose popular tracks are listed.")}
              />
              <div>
                <Switch
                  isSelected={restriction.value === "genre"}
                  onChange={(on) => {
                    restriction.onChange(on ? "genre" : null);
                    if (on) setValue("rule", { kind: "genre_tracks" });
                  }}
                >
                  {t("Take the genre from the page address")}
                </Switch>
                <p className={s.hint}>{t("One page per genre: /channel/slug/rock, /channel/slug/jazz…")}</p>
              </div>
            </div>
          ) : null}
          <p className={s.hint}>
            {t("Lists :type, kept up to date automatically.", {
              type: contentTypeLabels[current.contentType].toLowerCase(),
            })}
          </p>
        </>
      ) : (
        <>
          <FormSelect
            name="content_type"
            label={t("Content type")}
            description={t("Every item of the channel is of this type; changing it clears the list.")}
            items={editableContentTypes.map((id) => ({ id, name: contentTypeLabels[id] }))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </FormSelect>
          <ClearOtherItems contentType={contentType} />
          <ChannelItemsEditor
            contentType={contentType as ChannelContentKind}
            channelId={channelId}
            known={known}
            onKnown={onKnown}
          />
        </>
      )}
    </>
  );
}

/** Items must all be of the content type: switching type drops the others. */
function ClearOtherItems({ contentType }: { contentType: string }) {
  const { getValues, setValue } = useFormContext<Values>();
  const [seen, setSeen] = useState(contentType);
  if (seen !== contentType) {
    setSeen(contentType);
    const items = getValues("items") ?? [];
    const kept = items.filter((i) => i.item_type === contentType);
    if (kept.length !== items.length) queueMicrotask(() => setValue("items", kept, { shouldDirty: true }));
  }
  return null;
}
