/** Domain errors carry a code; each edge (tRPC, REST) maps codes to its own status once. */
export type DomainErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "OVER_QUOTA"
  | "NOT_FOUND"
  | "CONFLICT"
  | "VALIDATION"
  | "TOO_MANY_REQUESTS"
  | "CSRF_MISMATCH";

export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    options: { retryAfter?: number } = {},
  ) {
    super(message);
    this.retryAfter = options.retryAfter;
  }

  /** Seconds the client should wait before trying again; edges send it as `Retry-After`. */
  readonly retryAfter: number | undefined;
}

export const notFound = (message = "Not found.") => new DomainError("NOT_FOUND", message);
export const forbidden = (message = "This action is unauthorized.") => new DomainError("FORBIDDEN", message);
export const unauthenticated = (message = "Unauthenticated.") => new DomainError("UNAUTHENTICATED", message);

/** 429 with the wait the client is told in `Retry-After`. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError("TOO_MANY_REQUESTS", message, undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });

/** A validation failure; the message is the first field message, as the spec's client expects. */
export function validationError(fields: FieldErrors): DomainError {
  const first = Object.values(fields).find((m) => m.length > 0)?.[0] ?? "The given data was invalid.";
  return new DomainError("VALIDATION", first, fields);
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
