import { t } from "@/global/i18n.ts";

export interface CreditedArtist {
  id: number;
  name: string;
  pending?: boolean;
}

/** The artists picker's chips: credits still waiting for the artist's consent say so. */
export function creditChips(artists: CreditedArtist[] | undefined): { id: number; name: string }[] {
  return (artists ?? []).map((a) =>
    a.pending ? { id: a.id, name: t(":name (awaiting consent)", { name: a.name }) } : { id: a.id, name: a.name },
  );
}

/** A hint under the picker while some credit waits. */
export function pendingCreditHint(artists: CreditedArtist[] | undefined): string | undefined {
  return artists?.some((a) => a.pending)
    ? t("An artist awaiting consent is credited once they accept in their backstage.")
    : undefined;
}
