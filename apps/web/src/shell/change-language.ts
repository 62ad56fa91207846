import { apiRequest } from "@backbeat/client";
import { writeCookie } from "@/global/cookies.ts";
import { reportError } from "@/global/report-error.ts";
import { setBootstrap } from "@/lib/bootstrap.ts";
import { createTrpcClient } from "@/lib/trpc.ts";

/**
 * Stores the chosen language (on the account when signed in, else in the `locale` cookie) and
 * applies the server's answer: a fresh bootstrap carries the new language and its lines.
 */
export async function changeLanguage(language: string, signedIn: boolean): Promise<void> {
  try {
    if (signedIn) await apiRequest("users/me/locale", { method: "POST", body: { locale: language } });
    else writeCookie("locale", language, 365);
    setBootstrap(await createTrpcClient().session.bootstrap.query());
  } catch (error) {
    reportError(error);
  }
}
