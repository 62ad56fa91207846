const OVERRIDABLE = new Set(["PUT", "PATCH", "DELETE"]);

/**
 * docs/spec/1-platform-foundation.md §7: PUT, PATCH and DELETE may arrive as POST with `X-HTTP-Method-Override` or a
 * `_method` query parameter. Only those three are honoured.
 */
export function effectiveMethod(request: Request, url: URL): string {
  if (request.method !== "POST") return request.method;
  const wanted = (request.headers.get("x-http-method-override") ?? url.searchParams.get("_method") ?? "").toUpperCase();
  return OVERRIDABLE.has(wanted) ? wanted : "POST";
}
