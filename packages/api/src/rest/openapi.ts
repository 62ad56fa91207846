import { SESSION_COOKIE } from "@backbeat/core";
import { z } from "zod";
import type { HttpMethod, RestRoute } from "./route.ts";

/**
 * The OpenAPI 3.1 document of the REST API, built from the adapter table itself: every route is
 * an operation, its `{param}` segments are path parameters, and its zod `input` becomes the
 * request body or query parameters (JSON Schema 2020-12, which OpenAPI 3.1 uses as is). Nothing
 * is written by hand, so the document cannot drift from what the server answers.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Record<string, unknown>[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security: Record<string, string[]>[];
  "x-permission"?: string;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, Record<string, unknown>>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Record<string, unknown>>;
  };
}

/** A route the server answers outside the table (the tus upload endpoint), described by hand. */
export interface ExtraOperation {
  method: HttpMethod;
  path: string;
  summary: string;
  access: RestRoute["access"];
  output?: RestRoute["output"];
}

export const API_VERSION = "1.0.0";

const BODY_METHODS = new Set<HttpMethod>(["POST", "PUT", "PATCH"]);

/** The zod schema as JSON Schema for what a client sends; unrepresentable parts become `{}`. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return jsonSchemaOf(schema, "input");
}

/** The zod schema as JSON Schema for what the server answers. */
export function outputSchema(schema: z.ZodType): JsonSchema {
  return jsonSchemaOf(schema, "output");
}

/** Whether a route's input schema takes nothing (core's `noInput`): no body or query to document. */
export function takesNoInput(schema: z.ZodType | undefined): boolean {
  return !schema || (schema.safeParse(undefined).success && !schema.safeParse({ field: 1 }).success);
}

function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
      io,
      unrepresentable: "any",
      target: "draft-2020-12",
    }) as JsonSchema;
    return json;
  } catch {
    return {};
  }
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** `api/v1/users/{id}/avatar` → tag `users`; `auth/user/password` → `auth`. */
function tagOf(path: string): string {
  const parts = path.split("/").filter((p) => !p.startsWith("{"));
  if (parts[0] === "api" && parts[1] === "v1") return parts[2] === "admin" ? `admin` : (parts[2] ?? "api");
  if (parts[0] === "secure") return "social";
  return parts[0] ?? "api";
}

function operationId(method: HttpMethod, path: string): string {
  const words = path
    .replace(/^api\/v1\//, "")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join("");
}

function describeAccess(access: RestRoute["access"]): { text: string; permission?: string } {
  if (access === "public") return { text: "Open to everyone." };
  if (access === "user") return { text: "Needs a signed-in user (session cookie or personal access token)." };
  return {
    text: `Needs the \`${access.permission}\` permission (a guest role may hold it).`,
    permission: access.permission,
  };
}

const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The error answers every operation shares, described once (`components.responses`). */
const ERROR_RESPONSES = {
  Unauthenticated: "Not signed in (and the guest role lacks the permission).",
  Forbidden: "The caller lacks the permission.",
  NotFound: "Nothing with this id or name, or not visible to the caller.",
  ValidationFailed: "Validation failed: `errors` maps each field to its messages.",
  TooManyRequests: "Too many requests; `Retry-After` says when to try again.",
} as const;

function successResponse(route: Pick<RestRoute, "output" | "file" | "redirects" | "status">): [string, unknown] {
  if (route.redirects) return ["302", { description: "Sends the browser on (`Location`)." }];
  if (route.file) {
    return [
      "200",
      { description: "The file.", content: { [route.file]: { schema: { type: "string", format: "binary" } } } },
    ];
  }
  const schema = route.output ? outputSchema(route.output) : {};
  return [String(route.status ?? 200), { description: "Success.", content: { "application/json": { schema } } }];
}

function operation(
  method: HttpMethod,
  path: string,
  route: Omit<RestRoute, "method" | "path" | "handle">,
): OpenApiOperation {
  const { access, summary, input } = route;
  const who = describeAccess(access);
  const parameters: Record<string, unknown>[] = pathParams(path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const [status, success] = successResponse(route);
  const op: OpenApiOperation = {
    operationId: operationId(method, path),
    summary: summary ?? `${method} ${path}`,
    tags: [tagOf(path)],
    responses: {
      [status]: success,
      "422": errorRef("ValidationFailed"),
      "429": errorRef("TooManyRequests"),
    },
    // Public routes also accept a caller who is signed in; an empty requirement makes auth optional.
    security:
      access === "public" ? [{}, { bearerAuth: [] }, { cookieAuth: [] }] : [{ bearerAuth: [] }, { cookieAuth: [] }],
  };
  if (parameters.length) op.responses["404"] = errorRef("NotFound");
  if (access !== "public") {
    op.responses["401"] = errorRef("Unauthenticated");
    if (access !== "user") op.responses["403"] = errorRef("Forbidden");
  }
  if (who.permission) op["x-permission"] = who.permission;
  if (route.multipart) {
    const file = { type: "object", properties: { file: { type: "string", format: "binary" } }, required: ["file"] };
    op.requestBody = { required: true, content: { "multipart/form-data": { schema: file } } };
  } else if (input && !takesNoInput(input)) {
    const schema = withoutPathParams(inputSchema(input), pathParams(path));
    if (BODY_METHODS.has(method)) {
      op.requestBody = { required: true, content: { "application/json": { schema } } };
    } else {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      for (const [name, property] of Object.entries(properties)) {
        parameters.push({ name, in: "query", required: required.has(name), schema: property });
      }
    }
  }
  if (parameters.length) op.parameters = parameters;
  (op as { description?: string }).description = who.text;
  return op;
}

/** A body or query schema without the fields the path already fills (`{id}`). */
function withoutPathParams(schema: JsonSchema, names: string[]): JsonSchema {
  if (!names.length || !schema.properties) return schema;
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const name of names) delete properties[name];
  const required = ((schema.required ?? []) as string[]).filter((name) => !names.includes(name));
  return { ...schema, properties, ...(schema.required ? { required } : {}) };
}

/** The document for a table of routes (plus operations the server answers outside it). */
export function openApiDocument(
  routes: readonly RestRoute[],
  options: { siteName: string; serverUrl: string; extra?: readonly ExtraOperation[] },
): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  const add = (method: HttpMethod, path: string, op: OpenApiOperation) => {
    const key = `/${path}`;
    const entry = (paths[key] ??= {});
    // The table matches the first route for a method and path; later duplicates never answer.
    entry[method.toLowerCase() as Lowercase<HttpMethod>] ??= op;
    for (const tag of op.tags) tags.add(tag);
  };
  for (const route of routes) {
    add(route.method, route.path, operation(route.method, route.path, route));
  }
  for (const extra of options.extra ?? []) {
    add(extra.method, extra.path, operation(extra.method, extra.path, extra));
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${options.siteName} API`,
      version: API_VERSION,
      description:
        "The REST API of this site. Authenticate with a personal access token from Account settings → Developers, sent as `Authorization: Bearer <token>`. Browser sessions use the session cookie and must also send the `X-XSRF-TOKEN` header on writes.",
    },
    servers: [{ url: options.serverUrl.replace(/\/+$/, "") }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "A personal access token (Account settings → Developers).",
        },
        cookieAuth: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
      },
      schemas: {
        Error: {
          type: "object",
          properties: { message: { type: "string" } },
          required: ["message"],
        },
        ValidationError: {
          type: "object",
          properties: {
            message: { type: "string" },
            errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
          },
          required: ["message"],
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          {
            description,
            content: {
              "application/json": {
                schema: { $ref: `#/components/schemas/${name === "ValidationFailed" ? "ValidationError" : "Error"}` },
              },
            },
          },
        ]),
      ),
    },
  };
}
