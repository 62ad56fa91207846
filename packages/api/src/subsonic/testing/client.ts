import type { Harness } from "../../testing/harness.ts";
import { registeredClient } from "../../testing/harness.ts";
import { handleSubsonic } from "../handler.ts";
import { schemaErrors } from "./schema.ts";

/** Calls `rest/<method>` in-process, as the server's route hook does. */
export async function rest(
  h: Harness,
  method: string,
  params: Record<string, string | string[]>,
  init: { post?: boolean; ip?: string; headers?: HeadersInit } = {},
): Promise<Response> {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) search.append(k, one);
  const url = new URL(`http://backbeat.test/rest/${method}${init.post ? "" : `?${search}`}`);
  const request = init.post
    ? new Request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...init.headers },
        body: search.toString(),
      })
    : new Request(url, { headers: init.headers });
  const response = await handleSubsonic(h.services, request, url, { ip: init.ip ?? "198.51.100.9" });
  if (response.headers.get("content-type")?.startsWith("application/json"))
    await expectDocumentedShape(method, response);
  return response;
}

/** Every JSON answer must match the method's published OpenSubsonic schema. */
async function expectDocumentedShape(method: string, response: Response) {
  const body = await response.clone().json();
  const errors = schemaErrors(method, body);
  if (errors.length) throw new Error(`${method} answer breaks the OpenSubsonic schema:\n${errors.join("\n")}`);
}

/** A JSON answer's `subsonic-response`. */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; each test asserts the shape it needs
export async function json(response: Response): Promise<Record<string, any>> {
  const body = await response.json();
  return body["subsonic-response"];
}

/** A new account with a Subsonic app password made through the REST path, as the settings page does. */
export async function subsonicUser(h: Harness, email: string) {
  const user = await registeredClient(h, email);
  const confirmed = await user.client.call("POST", "auth/user/confirm-password", { password: user.password });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`);
  const made = await user.client.call("POST", "api/v1/subsonic-password");
  if (made.status !== 200) throw new Error(`app password failed: ${made.status} ${JSON.stringify(made.body)}`);
  const appPassword = made.body.password as string;
  const auth = { u: email, p: appPassword, v: "1.16.1", c: "test" };
  return { ...user, appPassword, auth };
}
