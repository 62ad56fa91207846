import { accessTokensRepo, sessionsRepo } from "@backbeat/db";
import { UAParser } from "ua-parser-js";
import type { z } from "zod";
import { checkPassword } from "../auth/password-confirmation.ts";
import type { passwordInput } from "../auth/schemas.ts";
import { forgetCachedSessions } from "../auth/sessions.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { announceSessionsEnded } from "../realtime/session-ended.ts";
import { requireUser } from "./access-control.ts";
import { revokeAllAccessTokens } from "./access-tokens.ts";

/** docs/spec/2-product-areas.md §3 "Session". */
export interface AccountSession {
  id: string;
  device_type: "mobile" | "tablet" | "desktop";
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  ip_address: string | null;
  token: string | null;
  last_active: string;
  is_current_device: boolean;
}

export function describeUserAgent(
  userAgent: string | null,
): Pick<AccountSession, "device_type" | "platform" | "browser"> {
  const ua = UAParser(userAgent ?? "");
  const type = ua.device.type;
  const os = [ua.os.name, ua.os.version].filter(Boolean).join(" ");
  const browser = [ua.browser.name, ua.browser.major].filter(Boolean).join(" ");
  return {
    device_type: type === "mobile" ? "mobile" : type === "tablet" ? "tablet" : "desktop",
    platform: os || null,
    browser: browser || null,
  };
}

export async function listAccountSessions(
  services: CoreServices,
  viewer: Viewer,
): Promise<{ sessions: AccountSession[] }> {
  const { user, session } = requireUser(viewer);
  const [rows, tokens] = await Promise.all([
    sessionsRepo.listUserSessions(services.db, user.id, new Date()),
    accessTokensRepo.listAccessTokens(services.db, user.id),
  ]);
  const browsers: AccountSession[] = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    city: row.city,
    country: row.country,
    ip_address: row.ip_address,
    token: null,
    last_active: row.last_active_at.toISOString(),
    is_current_device: row.id === session?.id,
  }));
  // docs/spec/2-product-areas.md §3: access by a personal access token shows as a session marked with the token,
  // with no IP ('API Token'); a token that was never used has no activity to show.
  const apiAccess: AccountSession[] = tokens.flatMap((token) =>
    token.last_used_at
      ? [
          {
            id: `token-${token.id}`,
            device_type: "desktop" as const,
            platform: null,
            browser: null,
            city: null,
            country: null,
            ip_address: null,
            token: token.name,
            last_active: token.last_used_at.toISOString(),
            is_current_device: false,
          },
        ]
      : [],
  );
  return {
    sessions: [...browsers, ...apiAccess].sort((a, b) => b.last_active.localeCompare(a.last_active)),
  };
}

/**
 * user-sessions/logout-other: always needs the password re-entered (docs/spec/2-product-areas.md §4). Token access
 * is listed above as sessions, so it ends here too: after a suspected theft this one button
 * shuts out everything but this browser.
 */
export async function logoutOtherSessions(
  services: CoreServices,
  viewer: Viewer,
  { password }: z.output<typeof passwordInput>,
): Promise<{ message: string }> {
  const { user, session } = requireUser(viewer);
  await checkPassword(services, user.id, password);
  await services.db.transaction().execute(async (trx) => {
    await sessionsRepo.deleteUserSessions(trx, user.id, session?.id);
    await revokeAllAccessTokens(trx, user.id);
  });
  // The deletes above only show once committed: sessions read meanwhile must not outlive them.
  forgetCachedSessions();
  await announceSessionsEnded(services, user.id);
  return { message: "Logged out other sessions." };
}
