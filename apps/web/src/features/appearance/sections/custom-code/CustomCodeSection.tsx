import { CUSTOM_CODE_MAX } from "@backbeat/core/schemas";
import { AlertIcon } from "@backbeat/ui";
import * as s from "@/features/appearance/editor.css.ts";
import { DraftTextArea } from "@/features/appearance/fields.tsx";
import { SectionPage } from "@/features/appearance/SectionPage.tsx";
import { t } from "@/global/i18n.ts";

/** The two code fields, worded at render so they follow the language. */
function codeFields() {
  const max = { max: CUSTOM_CODE_MAX.toLocaleString() };
  return [
    {
      path: "settings.custom_code.css",
      label: t("Custom CSS"),
      description: t("Added to the head of every page. Up to :max characters.", max),
      placeholder: ".landing-hero { letter-spacing: -0.02em; }",
    },
    {
      path: "settings.custom_code.html",
      label: t("Custom HTML"),
      description: t("Added at the end of the body of every page. Up to :max characters.", max),
      placeholder: '<div class="announcement">…</div>',
    },
  ];
}

/** CSS for the head and HTML for the body of every page: the preview applies it as you type. */
export function Component() {
  return (
    <SectionPage title={t("Custom code")}>
      <p className={s.warning} role="note" data-testid="custom-code-admin-only">
        <AlertIcon size={18} />
        <span>
          <strong>{t("Admin only.")}</strong>{" "}
          {t(
            "Once saved, this code is added to every page for every visitor. Scripts do not run: the site only runs its own scripts.",
          )}
        </span>
      </p>
      {codeFields().map((field) => (
        <DraftTextArea key={field.path} {...field} rows={10} code />
      ))}
    </SectionPage>
  );
}
