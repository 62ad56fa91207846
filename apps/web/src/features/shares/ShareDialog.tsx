import { expiryFromNow, type ShareType, shareFormInput } from "@backbeat/core/schemas";
import { Badge, Button, CopyButton, Dialog, DialogBody, DialogFooter, DialogHeader, SelectItem } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import type { DialogComponentProps } from "@/global/dialogs.tsx";
import { AppForm, FormSelect, FormSwitch, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "./shares.css.ts";

export interface ShareDialogData {
  type: ShareType;
  id: number;
  name: string;
  /** The item's own page, for the plain link. */
  path: string;
}

const DEFAULTS = { expiry: "never" as const, password: "", downloadable: false };

/**
 * Sharing an item: its page's address, and below it a public link of its own (`/s/{token}`)
 * that plays for anyone holding it, with an expiry, a password and downloads to choose.
 */
export function ShareDialog({ data, close }: DialogComponentProps<ShareDialogData, undefined>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const boot = useBootstrap();
  const signedIn = Boolean(boot.user);
  const downloads = (boot.settings.player as { enable_download?: boolean } | undefined)?.enable_download !== false;
  const pageUrl = new URL(data.path, location.origin).toString();
  const [made, setMade] = useState<{ url: string; password: boolean; expires: string | null } | null>(null);
  const form = useSchemaForm(shareFormInput, DEFAULTS);
  const create = useMutation(trpc.shares.create.mutationOptions());
  const expiries = [
    { id: "never", name: t("Never expires") },
    { id: "1d", name: t("In 1 day") },
    { id: "7d", name: t("In 7 days") },
    { id: "30d", name: t("In 30 days") },
  ];
  const submit = async (values: z.output<typeof shareFormInput>) => {
    const expires = expiryFromNow(values.expiry);
    const { url } = await create.mutateAsync({
      type: data.type,
      id: data.id,
      expires_at: expires,
      password: values.password || null,
      downloadable: downloads && values.downloadable,
    });
    setMade({ url, password: Boolean(values.password), expires });
    void queryClient.invalidateQueries({ queryKey: trpc.shares.list.pathKey() });
    toast("Link created");
  };
  return (
    <Dialog size="md" aria-label={t("Share :name", { name: data.name })}>
      <DialogHeader>{t("Share :name", { name: data.name })}</DialogHeader>
      <DialogBody>
        <div className={s.dialogBody} data-testid="share-dialog">
          <section className={s.section}>
            <h3 className={s.sectionTitle}>{t("Page link")}</h3>
            <div className={s.linkRow}>
              <span className={s.linkText}>{pageUrl}</span>
              <CopyButton value={pageUrl} label={t("Copy link")} />
            </div>
          </section>
          {signedIn ? (
            <>
              <hr className={s.divider} />
              <section className={s.section} aria-labelledby="share-create-title">
                <h3 id="share-create-title" className={s.sectionTitle}>
                  {t("Create link")}
                </h3>
                {made ? (
                  <div className={s.created} data-testid="share-created">
                    <p className={s.createdTitle}>{t("Your link is ready")}</p>
                    <div className={s.linkRow}>
                      <span className={s.linkText} data-testid="share-url">
                        {made.url}
                      </span>
                      <CopyButton value={made.url} label={t("Copy link")} />
                    </div>
                    <div className={s.badges}>
                      <Badge>
                        {made.expires
                          ? t("Expires :date", { date: new Date(made.expires).toLocaleDateString() })
                          : t("Never expires")}
                      </Badge>
                      {made.password ? <Badge>{t("Password protected")}</Badge> : null}
                    </div>
                    <p className={s.hint}>
                      {t(
                        "Copy it now: for your safety the link is shown only once. You can revoke it in your account settings.",
                      )}
                    </p>
                  </div>
                ) : (
                  <AppForm form={form} onSubmit={submit} data-testid="share-form">
                    <div className={s.section}>
                      <p className={s.hint}>
                        {t(
                          "Anyone with the link can listen, even without an account, until it expires or you revoke it.",
                        )}
                      </p>
                      <div className={s.fields}>
                        <FormSelect name="expiry" label={t("Expires")} items={expiries}>
                          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                        </FormSelect>
                        <FormTextField
                          name="password"
                          label={t("Password")}
                          type="password"
                          autoComplete="new-password"
                          maxLength={128}
                          description={t("Optional")}
                        />
                      </div>
                      {downloads ? <FormSwitch name="downloadable">{t("Allow download")}</FormSwitch> : null}
                      <div>
                        <SubmitButton>{t("Create link")}</SubmitButton>
                      </div>
                    </div>
                  </AppForm>
                )}
              </section>
            </>
          ) : null}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={() => close()}>
          {t("Done")}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
