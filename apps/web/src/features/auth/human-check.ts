import { apiRequest } from "@backbeat/client";

/**
 * The human check (docs/spec/1-platform-foundation.md §5): before registration (and contact) when `recaptcha.enable.<action>`
 * is on, and before a sign-in the server refused until the browser passes it (many failures). The server picks the provider: Google reCAPTCHA v3, or a self-hosted proof of work the
 * browser solves. The token is verified by `recaptcha/verify`, which leaves a single-use pass.
 */
export const HUMAN_CHECK_FAILED = "Could not verify you are human.";

type HumanChallenge =
  | { provider: "recaptcha"; site_key: string }
  | { provider: "pow"; challenge: import("altcha-lib").Challenge };

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export function humanCheckEnabled(settings: Record<string, unknown>, action: "register" | "contact"): boolean {
  const recaptcha = settings.recaptcha as { enable?: Record<string, unknown> } | undefined;
  return Boolean(recaptcha?.enable?.[action]);
}

let recaptchaScript: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error("reCAPTCHA did not load"));
    };
    script.onerror = () => reject(new Error("reCAPTCHA did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    recaptchaScript = undefined;
    throw error;
  });
  return recaptchaScript;
}

const POW_WORKER_TIMEOUT_MS = 60_000;

/** Solves in a worker; null when workers are unavailable, so the caller solves in the page. */
function solveInWorker(challenge: import("altcha-lib").Challenge): Promise<unknown> | null {
  if (typeof Worker === "undefined") return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL("./pow-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return null;
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.terminate();
      reject(new Error("The challenge was not solved in time."));
    }, POW_WORKER_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      clearTimeout(timer);
      worker.terminate();
      reject(new Error(event.message || "The challenge could not be solved."));
    };
    worker.postMessage(challenge);
  });
}

async function solveProofOfWork(challenge: import("altcha-lib").Challenge): Promise<string> {
  const solve = async () => {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import("altcha-lib"),
      import("altcha-lib/algorithms/web/sha"),
    ]);
    return solveChallenge({ challenge, deriveKey });
  };
  const solution = await (solveInWorker(challenge) ?? solve());
  if (!solution) throw new Error("The challenge was not solved in time.");
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Runs the check; true when the server accepted the token (and set the pass cookie). */
export async function runHumanCheck(action: "register" | "contact" | "login"): Promise<boolean> {
  try {
    const challenge = await apiRequest<HumanChallenge>("recaptcha/challenge", { params: { action } });
    const token =
      challenge.provider === "recaptcha"
        ? await (await loadRecaptcha(challenge.site_key)).execute(challenge.site_key, { action })
        : await solveProofOfWork(challenge.challenge);
    const { success } = await apiRequest<{ success: boolean }>("recaptcha/verify", {
      method: "POST",
      body: { token, action },
    });
    return success;
  } catch {
    return false;
  }
}
