/**
 * City and country for an IP address. No packaged offline database ships with the
 * distribution this runs on, so the lookup is pluggable and answers null ('Unknown') by default.
 */
export interface GeoLocation {
  country: string | null;
  city: string | null;
}

export type GeoLookup = (ip: string | null) => GeoLocation;

let lookup: GeoLookup = () => ({ country: null, city: null });

export function setGeoLookup(next: GeoLookup): void {
  lookup = next;
}

export function locateIp(ip: string | null): GeoLocation {
  if (!ip) return { country: null, city: null };
  try {
    return lookup(ip);
  } catch {
    return { country: null, city: null };
  }
}
