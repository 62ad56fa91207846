import { type CustomPageInput, customPageInput, slugify } from "@backbeat/core/schemas";
import { ButtonLink, ExternalIcon, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { prose } from "@/features/custom-pages/prose.css.ts";
import { AppForm, FormSwitch, FormTextArea, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage, AdminSection } from "../AdminPage.tsx";
import { guardedPage } from "../guarded-page.tsx";
import * as s from "./pages.css.ts";
import { RichTextEditor } from "./RichTextEditor.tsx";

const EMPTY: CustomPageInput = {
  title: "",
  slug: "",
  body: "",
  meta_title: "",
  meta_description: "",
  set_seo: false,
  hide_nav: false,
};

/** docs/spec/2-product-areas.md §2 "custom-pages/new" and "custom-pages/{pageId}/edit" (custom_pages.update). */
export const CustomPageEditorPage = guardedPage("custom_pages.update", EditorLoader);

function EditorLoader() {
  const trpc = useTRPC();
  const id = Number(useParams().pageId ?? 0);
  const page = useQuery({ ...trpc.admin.pages.get.queryOptions({ id }), enabled: id > 0 });
  if (!id) return <Editor key="new" id={null} values={EMPTY} />;
  if (!page.data)
    return (
      <AdminPage title={t("Edit page")} back={{ to: "/admin/custom-pages", label: "Custom pages" }}>
        <Skeleton height={420} />
      </AdminPage>
    );
  const { title, slug, body, meta_title, meta_description, set_seo, hide_nav } = page.data;
  return (
    <Editor
      key={id}
      id={id}
      slug={slug}
      values={{
        title,
        slug,
        body,
        meta_title: meta_title ?? "",
        meta_description: meta_description ?? "",
        set_seo,
        hide_nav,
      }}
    />
  );
}

/** The body as the server will store it, refreshed a moment after typing stops. */
function useSanitizedPreview(body: string) {
  const trpc = useTRPC();
  const preview = useMutation(trpc.admin.pages.preview.mutationOptions({ meta: { silent: true } }));
  const { mutate } = preview;
  useEffect(() => {
    const timer = setTimeout(() => mutate({ body }), 350);
    return () => clearTimeout(timer);
  }, [body, mutate]);
  return preview;
}

function Editor({ id, slug, values }: { id: number | null; slug?: string; values: CustomPageInput }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(customPageInput, values);
  const [title, body, setSeo] = useWatch({ control: form.control, name: ["title", "body", "set_seo"] });
  const preview = useSanitizedPreview(body ?? "");
  const [slugTouched, setSlugTouched] = useState(id !== null);

  // A new page's address follows its title until someone edits the slug itself.
  useEffect(() => {
    if (!slugTouched) form.setValue("slug", slugify(title ?? ""));
  }, [title, slugTouched, form]);

  const create = useMutation(
    trpc.admin.pages.create.mutationOptions({
      onSuccess: (page) => {
        toast("Page created");
        navigate(`/admin/custom-pages/${page.id}/edit`, { replace: true });
      },
    }),
  );
  const update = useMutation(
    trpc.admin.pages.update.mutationOptions({
      onSuccess: (page) => {
        toast("Page saved");
        queryClient.setQueryData(trpc.admin.pages.get.queryKey({ id: page.id }), page);
        form.reset(form.getValues());
      },
    }),
  );

  return (
    <AdminPage
      title={id === null ? t("New page") : t("Edit page")}
      back={{ to: "/admin/custom-pages", label: "Custom pages" }}
      testId="admin-custom-page-editor"
      actions={
        id !== null && slug ? (
          <ButtonLink
            href={`/pages/${id}/${slug}`}
            target="_blank"
            variant="outline"
            size="sm"
            endIcon={<ExternalIcon size={14} />}
          >
            {t("View page")}
          </ButtonLink>
        ) : null
      }
    >
      <AppForm form={form} onSubmit={(v) => (id === null ? create.mutateAsync(v) : update.mutateAsync({ ...v, id }))}>
        <div className={s.editorGrid}>
          <div className={s.fields}>
            <AdminSection title={t("Content")}>
              <div className={s.fieldRow}>
                <FormTextField name="title" label={t("Title")} isRequired />
                <div onKeyDownCapture={() => setSlugTouched(true)} onPasteCapture={() => setSlugTouched(true)}>
                  <FormTextField
                    name="slug"
                    label={t("Slug")}
                    description={t("The address: /pages/:slug", { slug: form.watch("slug") || "…" })}
                  />
                </div>
              </div>
              <RichTextEditor
                name="body"
                label={t("Body")}
                description={t(
                  "Headings, paragraphs, lists, tables, links and https images. Scripts, styles and event handlers are removed when saved.",
                )}
              />
            </AdminSection>
            <AdminSection title={t("Search engines")}>
              <FormSwitch name="set_seo">{t("Set my own search title and description")}</FormSwitch>
              {setSeo ? (
                <>
                  <FormTextField name="meta_title" label={t("SEO title")} />
                  <FormTextArea name="meta_description" label={t("SEO description")} rows={3} />
                </>
              ) : (
                <p className={s.hint}>{t("Search engines get the page title and the start of its text.")}</p>
              )}
            </AdminSection>
            <AdminSection title={t("Display")}>
              <FormSwitch name="hide_nav">{t("Hide the navigation bar on this page")}</FormSwitch>
            </AdminSection>
            <div className={s.footerActions}>
              <SubmitButton>{id === null ? t("Create page") : t("Save changes")}</SubmitButton>
            </div>
          </div>
          <section className={s.previewFrame} aria-label={t("Preview")}>
            <div className={s.previewBar}>
              <span>{t("Preview")}</span>
              {preview.isError ? <span className={s.previewNote}>{t("The preview is out of date")}</span> : null}
            </div>
            <div className={s.previewBody} data-testid="custom-page-preview">
              <h1 className={s.previewTitle}>{title || t("Untitled page")}</h1>
              {preview.data?.html ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized copy of the body
                <div className={prose} dangerouslySetInnerHTML={{ __html: preview.data.html }} />
              ) : (
                <p className={s.previewEmpty}>{t("The page body shows here as you type.")}</p>
              )}
            </div>
          </section>
        </div>
      </AppForm>
    </AdminPage>
  );
}
