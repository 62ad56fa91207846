import { Button, IconButton } from "@backbeat/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { openDialog } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPCClient } from "@/lib/trpc.ts";
import * as s from "./auth.css.ts";
import { type SocialConnectAnswer, SocialPasswordDialog } from "./SocialPasswordDialog.tsx";
import { SocialIcon } from "./social-icons.tsx";
import {
  enabledSocialServices,
  openSocialPopup,
  SOCIAL_LABELS,
  type SocialAuthMessage,
  type SocialService,
} from "./social-popup.ts";
import { useSignedIn } from "./use-auth.ts";

export const SOCIAL_ERROR_FALLBACK = "An error occurred. Please try again later";

/** docs/spec/1-platform-foundation.md §4 "Social sign-in": what each popup status leads to on the login and register screens. */
export function useSocialSignIn(onTwoFactor: () => void) {
  const signedIn = useSignedIn();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const apply = (answer: SocialConnectAnswer | SocialAuthMessage["callbackData"]) => {
    if ("two_factor" in answer && answer.two_factor) onTwoFactor();
    else if ("bootstrapData" in answer && answer.bootstrapData) signedIn(answer.bootstrapData);
  };
  return async (service: SocialService) => {
    const message = await openSocialPopup(service, "login");
    if (!message) return;
    switch (message.status) {
      case "SUCCESS":
        apply(message.callbackData);
        break;
      case "ALREADY_LOGGED_IN":
        queryClient.clear();
        signedIn(await client.session.bootstrap.query());
        break;
      case "REQUEST_PASSWORD": {
        const answer = await openDialog(SocialPasswordDialog);
        if (answer) apply(answer);
        break;
      }
      case "ERROR":
        toast.danger(message.callbackData.errorMessage || SOCIAL_ERROR_FALLBACK);
        break;
    }
  };
}

/** The social sign-in buttons for providers enabled in settings; compact buttons show only icons. */
export function SocialButtons({ onTwoFactor, divider = true }: { onTwoFactor: () => void; divider?: boolean }) {
  const data = useBootstrap();
  const services = enabledSocialServices(data.settings);
  const compact = Boolean((data.settings.social as { compact_buttons?: unknown } | undefined)?.compact_buttons);
  const signIn = useSocialSignIn(onTwoFactor);
  const [busy, setBusy] = useState<SocialService | null>(null);
  if (services.length === 0) return null;
  const run = async (service: SocialService) => {
    setBusy(service);
    try {
      await signIn(service);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {divider ? <div className={s.divider}>{t("or")}</div> : null}
      <div className={compact ? s.socialCompact : s.socialList} data-testid="social-buttons">
        {services.map((service) => {
          const label = t("Continue with :service", { service: SOCIAL_LABELS[service] });
          return compact ? (
            <IconButton
              key={service}
              aria-label={label}
              tooltip
              variant="outline"
              size="lg"
              isPending={busy === service}
              onPress={() => void run(service)}
            >
              <SocialIcon service={service} />
            </IconButton>
          ) : (
            <Button
              key={service}
              variant="outline"
              size="lg"
              fullWidth
              startIcon={<SocialIcon service={service} />}
              isPending={busy === service}
              onPress={() => void run(service)}
            >
              {label}
            </Button>
          );
        })}
      </div>
    </>
  );
}
