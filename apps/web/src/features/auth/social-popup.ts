import type { BootstrapData, SocialStatus } from "@backbeat/api/types";

export type { SocialStatus };

/** Social sign-in runs in a popup (docs/spec/1-platform-foundation.md §4, §9: 650 × 550, polled every second). */
export const SOCIAL_SERVICES = ["google", "facebook", "twitter", "envato"] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

export const SOCIAL_LABELS: Record<SocialService, string> = {
  google: "Google",
  facebook: "Facebook",
  twitter: "Twitter",
  envato: "Envato",
};

export interface SocialAuthMessage {
  type: "social-auth";
  status: SocialStatus;
  callbackData: { bootstrapData: BootstrapData | null; errorMessage: string | null; two_factor?: boolean };
}

export const POPUP_WIDTH = 650;
export const POPUP_HEIGHT = 550;
export const POPUP_POLL_MS = 1000;
/**
 * The popup posts its message and closes itself at once; the opener can see `closed` before the
 * message task runs (they travel separately between renderers), so a closed popup is given this
 * long for its message to arrive before the flow counts as abandoned.
 */
export const POPUP_CLOSE_GRACE_MS = 1500;

/** Settings `social.<service>.enable`, in the spec's order. */
export function enabledSocialServices(settings: Record<string, unknown>): SocialService[] {
  const social = (settings.social ?? {}) as Record<string, { enable?: unknown } | undefined>;
  return SOCIAL_SERVICES.filter((s) => Boolean(social[s]?.enable));
}

export function isSocialAuthMessage(data: unknown): data is SocialAuthMessage {
  const m = data as Partial<SocialAuthMessage> | null;
  return (
    m?.type === "social-auth" &&
    ["SUCCESS", "ALREADY_LOGGED_IN", "REQUEST_PASSWORD", "ERROR"].includes(m.status ?? "") &&
    typeof m.callbackData === "object" &&
    m.callbackData !== null
  );
}

/**
 * Opens `secure/auth/social/{service}/{mode}` in a centred popup and resolves with the window
 * message it posts, or with undefined when it is closed (or blocked) without a result.
 */
export function openSocialPopup(
  service: SocialService,
  mode: "login" | "connect",
  win: Window = window,
): Promise<SocialAuthMessage | undefined> {
  const left = Math.max(0, win.screenX + (win.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2);
  const popup = win.open(
    `/secure/auth/social/${service}/${mode}`,
    "social-auth",
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  return new Promise((resolve) => {
    if (!popup) {
      resolve(undefined);
      return;
    }
    let done = false;
    let grace: number | undefined;
    const finish = (value: SocialAuthMessage | undefined) => {
      if (done) return;
      done = true;
      win.removeEventListener("message", onMessage);
      win.clearInterval(timer);
      if (grace !== undefined) win.clearTimeout(grace);
      resolve(value);
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own origin may answer, and only with the spec's message.
      if (event.origin !== win.location.origin || !isSocialAuthMessage(event.data)) return;
      finish(event.data);
    };
    win.addEventListener("message", onMessage);
    const timer = win.setInterval(() => {
      if (!popup.closed || grace !== undefined) return;
      win.clearInterval(timer);
      grace = win.setTimeout(() => finish(undefined), POPUP_CLOSE_GRACE_MS);
    }, POPUP_POLL_MS);
  });
}
