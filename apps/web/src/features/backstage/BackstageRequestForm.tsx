import { type BackstageRequestKind, backstageRequestInput } from "@backbeat/core/schemas";
import { Button, ButtonLink, CloseIcon, IconButton } from "@backbeat/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFieldArray } from "react-hook-form";
import { useNavigate } from "react-router";
import { AppForm, FormTextArea, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { RefPicker } from "../catalogue-forms/RefPicker.tsx";
import type { NamedRef } from "../catalogue-forms/sources.ts";
import * as s from "./backstage.css.ts";
import { requestKinds } from "./kinds.tsx";
import { ProofFilesField } from "./ProofFilesField.tsx";

/** The spec's form offers up to five links (the server takes ten). */
const MAX_LINKS = 5;

/** Artists for the claim and verify pickers, through the catalogue's public search. */
function useArtistSearch(query: string): { options: NamedRef[]; loading: boolean } {
  const trpc = useTRPC();
  const q = query.trim().slice(0, 100);
  const result = useQuery({
    ...trpc.catalogue.search.queryOptions({ query: q, types: ["artists"], limit: 10 }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  const options = q ? (result.data?.artists ?? []).map((a) => ({ id: a.id, name: a.name })) : [];
  return { options, loading: result.isFetching };
}

function Links() {
  const { fields, append, remove } = useFieldArray<{ links: { url: string; label?: string }[] }>({ name: "links" });
  return (
    <fieldset className={s.form} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={s.sectionTitle}>{t("Links")}</legend>
      {fields.map((f, i) => (
        <div key={f.id} className={s.linkRow}>
          <FormTextField name={`links.${i}.url`} label={t("Link")} placeholder="https://" maxLength={500} />
          <FormTextField name={`links.${i}.label`} label={t("Label")} maxLength={50} />
          <IconButton variant="ghost" aria-label={t("Remove link")} onPress={() => remove(i)}>
            <CloseIcon size={16} />
          </IconButton>
        </div>
      ))}
      {fields.length < MAX_LINKS ? (
        <div>
          <Button variant="secondary" onPress={() => append({ url: "", label: "" })}>
            {t("Add link")}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

function RequestForm({ kind }: { kind: BackstageRequestKind }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const info = requestKinds.find((k) => k.kind === kind);
  const form = useSchemaForm(backstageRequestInput, {
    type: kind,
    ...(kind === "become-artist" ? { artist_name: "" } : { artist_id: null }),
    first_name: "",
    last_name: "",
    company: "",
    links: [],
    message: "",
    proof_file_ids: [],
  });
  const create = useMutation(
    trpc.backstage.requests.create.mutationOptions({
      onSuccess: async (request) => {
        await queryClient.invalidateQueries({ queryKey: trpc.backstage.requests.mine.queryKey() });
        await navigate(`/backstage/requests/${request.id}/request-submitted`);
      },
    }),
  );
  return (
    <div className={`${s.page} ${s.narrow}`}>
      <header>
        <h1 className={s.title}>{info?.title}</h1>
        <p className={s.lead}>{info?.text}</p>
      </header>
      <AppForm form={form} onSubmit={(values) => create.mutateAsync(values)}>
        <div className={s.form}>
          {kind === "become-artist" ? (
            <FormTextField name="artist_name" label={t("Artist name")} maxLength={100} isRequired />
          ) : (
            <>
              {/* The picker's value has no input of its own: this one tells the form the field is shown,
                  so its errors stay under the picker instead of becoming a toast. */}
              <input type="hidden" name="artist_id" />
              <RefPicker
                name="artist_id"
                label={t("Artist")}
                initial={[]}
                useOptions={useArtistSearch}
                multiple={false}
                description={t("Search for the artist by name.")}
              />
            </>
          )}
          <div className={s.grid}>
            <FormTextField name="first_name" label={t("First name")} maxLength={100} isRequired />
            <FormTextField name="last_name" label={t("Last name")} maxLength={100} isRequired />
          </div>
          <FormTextField name="company" label={t("Company")} maxLength={100} />
          <Links />
          <FormTextArea
            name="message"
            label={t("Message")}
            description={t("Anything that helps us check who you are.")}
            maxLength={2000}
          />
          <ProofFilesField />
          <div className={s.actions}>
            <SubmitButton>{t("Send request")}</SubmitButton>
            <ButtonLink href="/backstage/requests" variant="ghost">
              {t("Cancel")}
            </ButtonLink>
          </div>
        </div>
      </AppForm>
    </div>
  );
}

function GuardedForm({ kind }: { kind: BackstageRequestKind }) {
  return (
    <RouteGuard permission="backstageRequests.create">
      <RequestForm key={kind} kind={kind} />
    </RouteGuard>
  );
}

export const BecomeArtistPage = () => <GuardedForm kind="become-artist" />;
export const ClaimArtistPage = () => <GuardedForm kind="claim-artist" />;
export const VerifyArtistPage = () => <GuardedForm kind="verify-artist" />;
