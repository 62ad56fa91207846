/**
 * The Subsonic protocol's error codes (API 1.16.1 and OpenSubsonic). Core throws these for
 * failures only the protocol has words for; domain errors are mapped once by the API layer.
 */
export const SUBSONIC_ERRORS = {
  generic: 0,
  missingParameter: 10,
  clientTooOld: 20,
  serverTooOld: 30,
  wrongCredentials: 40,
  tokenNotSupported: 41,
  mechanismNotSupported: 42,
  conflictingMechanisms: 43,
  invalidApiKey: 44,
  notAuthorized: 50,
  trialOver: 60,
  notFound: 70,
} as const;

export type SubsonicErrorCode = (typeof SUBSONIC_ERRORS)[keyof typeof SUBSONIC_ERRORS];

export class SubsonicError extends Error {
  override readonly name = "SubsonicError";
  constructor(
    readonly code: SubsonicErrorCode,
    message: string,
    /** Where a person can fix it (OpenSubsonic's `helpUrl`): the page that makes app passwords. */
    readonly helpUrl?: string,
  ) {
    super(message);
  }
}

export const missingParameter = (name: string) =>
  new SubsonicError(SUBSONIC_ERRORS.missingParameter, `Required parameter is missing: ${name}`);
export const invalidParameter = (name: string) =>
  new SubsonicError(SUBSONIC_ERRORS.generic, `Invalid value for ${name}`);
export const subsonicNotFound = (what = "Data") => new SubsonicError(SUBSONIC_ERRORS.notFound, `${what} not found`);
