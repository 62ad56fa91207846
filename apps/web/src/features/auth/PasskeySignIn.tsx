import { Button } from "@backbeat/ui";
import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { reportError } from "@/global/report-error.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPCClient } from "@/lib/trpc.ts";
import { KeyIcon } from "./icons.tsx";
import { useSignedIn } from "./use-auth.ts";

/** The browser refused or the person cancelled the WebAuthn prompt. */
export function isWebAuthnCancel(error: unknown): boolean {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  return name === "NotAllowedError" || cause === "NotAllowedError" || name === "AbortError";
}

/** "Sign in with a passkey" on /login (beyond the spec): a discoverable credential, no e-mail needed. */
export function PasskeySignIn({ remember }: { remember: boolean }) {
  const client = useTRPCClient();
  const signedIn = useSignedIn();
  const signIn = useMutation({
    mutationFn: async () => {
      const optionsJSON = await client.session.passkeyLoginOptions.mutate();
      const response = await startAuthentication({
        optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]["optionsJSON"],
      });
      return client.session.passkeyLogin.mutate({ response, remember });
    },
    onSuccess: ({ bootstrapData }) => signedIn(bootstrapData),
    // A cancelled prompt gets its own words; anything else follows the one failure rule.
    meta: { silent: true },
    onError: (error) => (isWebAuthnCancel(error) ? toast.danger("Passkey sign in was cancelled.") : reportError(error)),
  });
  if (!browserSupportsWebAuthn()) return null;
  return (
    <Button
      variant="outline"
      size="lg"
      fullWidth
      startIcon={<KeyIcon size={20} />}
      isPending={signIn.isPending}
      onPress={() => signIn.mutate()}
    >
      {t("Sign in with a passkey")}
    </Button>
  );
}
