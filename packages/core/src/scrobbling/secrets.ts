import type { ScrobbleService } from "./config.ts";

/** Each service's credentials are sealed under a key of their own (auth/sealed-secrets.ts). */
export function secretPurpose(service: ScrobbleService): string {
  return `scrobbling-${service}`;
}
