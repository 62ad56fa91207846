import { SUBSONIC_ERRORS, type SubsonicErrorCode } from "@backbeat/core";
import { isCallbackName, type Node, toJson, toXml } from "./writer.ts";

export const SUBSONIC_API_VERSION = "1.16.1";
export const SERVER_TYPE = "backbeat";
export const SERVER_VERSION = "1.0.0";

export type Format = { kind: "xml" } | { kind: "json" } | { kind: "jsonp"; callback: string };

/** `f=json`, `f=jsonp` with a callback that is an identifier, else XML. */
export function formatOf(f: string | undefined, callback: string | undefined): Format | { refused: string } {
  if (f === "json") return { kind: "json" };
  if (f === "jsonp") {
    if (!callback) return { refused: "Required parameter is missing: callback" };
    if (!isCallbackName(callback)) return { refused: "The callback must be a JavaScript identifier" };
    return { kind: "jsonp", callback };
  }
  return { kind: "xml" };
}

function head(status: "ok" | "failed"): Node {
  return {
    status,
    version: SUBSONIC_API_VERSION,
    type: SERVER_TYPE,
    serverVersion: SERVER_VERSION,
    openSubsonic: true,
  };
}

/**
 * Errors travel with HTTP 200, as Subsonic clients expect, except an unknown method (404, as
 * OpenSubsonic asks) and a refused callback, which is answered as plain JSON.
 */
export function envelope(format: Format, payload: Node, httpStatus = 200): Response {
  const root = { ...head("ok"), ...payload };
  return write(format, root, httpStatus);
}

export function errorEnvelope(
  format: Format,
  code: SubsonicErrorCode,
  message: string,
  httpStatus = 200,
  helpUrl?: string,
): Response {
  return write(format, { ...head("failed"), error: { code, message, helpUrl } }, httpStatus);
}

export function refusedCallback(message: string): Response {
  return write({ kind: "json" }, { ...head("failed"), error: { code: SUBSONIC_ERRORS.generic, message } }, 200);
}

function write(format: Format, root: Node, status: number): Response {
  const headers = new Headers({ "cache-control": "no-store" });
  let body: string;
  if (format.kind === "xml") {
    headers.set("content-type", "text/xml; charset=utf-8");
    body = toXml(root);
  } else if (format.kind === "json") {
    headers.set("content-type", "application/json; charset=utf-8");
    body = toJson(root);
  } else {
    headers.set("content-type", "application/javascript; charset=utf-8");
    body = `${format.callback}(${toJson(root)});`;
  }
  return new Response(body, { status, headers });
}
