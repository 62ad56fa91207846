/** Reads a request body as the REST adapters expect it, with clear 4xx answers for bad input. */
export type BodyResult = { ok: true; body: unknown } | { ok: false; status: number; message: string };

function formToObject(form: FormData | URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

export async function readBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (request.method === "GET" || request.method === "HEAD") return { ok: true, body: undefined };
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false, status: 413, message: "The request body is too large." };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "multipart/form-data") {
    try {
      return { ok: true, body: formToObject(await request.formData()) };
    } catch {
      return { ok: false, status: 400, message: "The request body is not valid form data." };
    }
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes) {
    return { ok: false, status: 413, message: "The request body is too large." };
  }
  if (text.trim() === "") return { ok: true, body: {} };
  if (type === "application/json" || type.endsWith("+json")) {
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return { ok: false, status: 400, message: "The request body is not valid JSON." };
    }
  }
  if (type === "application/x-www-form-urlencoded") return { ok: true, body: formToObject(new URLSearchParams(text)) };
  return { ok: false, status: 415, message: "Send the request body as JSON or form data." };
}

/**
 * Bounds a request body that another layer (tRPC) will read itself: a declared length above the
 * limit is refused at once, and a body without one is read here, up to the limit, and handed on.
 */
export async function limitBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; request: Request } | { ok: false; status: number; message: string }> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return { ok: true, request };
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    return Number(declared) > maxBytes
      ? { ok: false, status: 413, message: "The request body is too large." }
      : { ok: true, request };
  }
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > maxBytes) return { ok: false, status: 413, message: "The request body is too large." };
  return { ok: true, request: new Request(request, { body: bytes }) };
}

/**
 * Why a path outside the API must be refused before it reaches the file system or the SPA:
 * a broken percent escape (400), or a NUL byte or `..` segment once decoded (traversal, 404).
 */
export function unsafePath(pathname: string): { status: number; message: string; reason: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: "The URL is malformed.", reason: "broken percent escape" };
  }
  if (decoded.includes("\0") || decoded.split(/[/\\]/).includes("..")) {
    return { status: 404, message: "Not found.", reason: "path traversal refused" };
  }
  return null;
}
