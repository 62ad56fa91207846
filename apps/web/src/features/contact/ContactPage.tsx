import { contactInput } from "@backbeat/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { AppForm, FormTextArea, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { HUMAN_CHECK_FAILED, runHumanCheck } from "../auth/human-check.ts";
import * as s from "./contact.css.ts";

/**
 * docs/spec/2-product-areas.md §2 "Contact": name, email and message (8 rows) and Send. The bot check always runs
 * first (reCAPTCHA when the site configures it, the built-in proof of work otherwise); the
 * server refuses a message without its pass. On success: the spec's toast, then home.
 */
export function ContactPage() {
  const data = useBootstrap();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useSchemaForm(contactInput, {
    name: data.user?.name ?? "",
    email: data.user?.email ?? "",
    message: "",
  });
  const send = useMutation(
    trpc.contact.send.mutationOptions({
      onSuccess: ({ message }) => {
        toast(message);
        navigate("/");
      },
    }),
  );
  return (
    <section className={s.page} data-testid="contact-page">
      <h1 className={s.title}>{t("Contact us")}</h1>
      <p className={s.lead}>{t("Send us a message and we will get back to you by e-mail.")}</p>
      <AppForm
        form={form}
        onSubmit={async (values) => {
          if (!(await runHumanCheck("contact"))) {
            toast.danger(HUMAN_CHECK_FAILED);
            return;
          }
          await send.mutateAsync(values);
        }}
      >
        <div className={s.fields}>
          <div className={s.row}>
            <FormTextField name="name" label={t("Name")} autoComplete="name" isRequired />
            <FormTextField name="email" label={t("Email")} type="email" autoComplete="email" isRequired />
          </div>
          <FormTextArea name="message" label={t("Message")} rows={8} isRequired />
          <div className={s.actions}>
            <SubmitButton>{t("Send")}</SubmitButton>
          </div>
        </div>
      </AppForm>
    </section>
  );
}

export { ContactPage as Component };
