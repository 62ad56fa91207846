import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { forgetGuestRole } from "@backbeat/core";
import { rolesRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { Validator } from "@seriousme/openapi-schema-validator";
import { createHarness, type Harness, registeredClient } from "../testing/harness.ts";
import { inputSchema, type OpenApiDocument, openApiDocument, takesNoInput } from "./openapi.ts";
import { OPENAPI_PATH, serverOperations } from "./routes/api-docs.ts";
import { restRoutes } from "./routes/index.ts";

const document = openApiDocument(restRoutes, {
  siteName: "Backbeat",
  serverUrl: "http://backbeat.test/",
  extra: serverOperations,
});

describe("the OpenAPI document", () => {
  test("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  test("describes every route of the REST table and the server's own upload endpoint", () => {
    const missing = [...restRoutes, ...serverOperations]
      .filter((route) => !document.paths[`/${route.path}`]?.[route.method.toLowerCase() as "get"])
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    // One operation per distinct method and path; ids are unique (clients generate names from them).
    const distinct = new Set([...restRoutes, ...serverOperations].map((r) => `${r.method} ${r.path}`));
    expect(operations).toHaveLength(distinct.size);
    const ids = operations.map((op) => op?.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("every JSON route documents its answer, and every body it reads; errors are shared components", () => {
    const undocumented: string[] = [];
    for (const route of restRoutes) {
      const op = document.paths[`/${route.path}`]?.[route.method.toLowerCase() as "get"];
      const name = `${route.method} ${route.path}`;
      if (!op) continue;
      if (route.file || route.redirects) continue;
      const success = op.responses[String(route.status ?? 200)] as { content?: Record<string, { schema: object }> };
      const schema = success?.content?.["application/json"]?.schema;
      if (!route.output || !schema || Object.keys(schema).length === 0) undocumented.push(`${name}: no response`);
      const readsBody = ["POST", "PUT", "PATCH"].includes(route.method);
      if (readsBody && !route.input && !route.multipart) undocumented.push(`${name}: no request`);
      // A route that takes fields documents them: as a body (writes) or as query parameters (reads).
      if (route.input && !takesNoInput(route.input) && !route.signedBySender) {
        const documented = readsBody
          ? op.requestBody
          : (op.parameters ?? []).some((p) => p.in === "query") ||
            Object.keys(inputSchema(route.input).properties ?? {}).every((f) => route.path.includes(`{${f}}`));
        if (!documented) undocumented.push(`${name}: input not documented`);
      }
    }
    expect(undocumented).toEqual([]);

    const user = document.paths["/api/v1/users/{id}"]?.get;
    expect(user?.responses["401"]).toEqual({ $ref: "#/components/responses/Unauthenticated" });
    expect(user?.responses["404"]).toEqual({ $ref: "#/components/responses/NotFound" });
    expect(user?.responses["422"]).toEqual({ $ref: "#/components/responses/ValidationFailed" });
    expect(Object.keys(document.components.responses)).toEqual(
      expect.arrayContaining(["Unauthenticated", "Forbidden", "NotFound", "ValidationFailed"]),
    );
    const ok = user?.responses["200"] as { content: Record<string, { schema: Record<string, unknown> }> } | undefined;
    const answer = ok?.content["application/json"]?.schema;
    expect(answer).toMatchObject({ type: "object", required: ["user"] });
    // A body the path already names is not asked for twice.
    const comment = document.paths["/api/v1/tracks/{id}/comments"]?.post?.requestBody?.content["application/json"]
      ?.schema as { properties: Record<string, unknown> };
    expect(Object.keys(comment.properties)).not.toContain("id");
    expect(Object.keys(comment.properties)).toContain("content");
    const stream = document.paths["/api/v1/tracks/{id}/stream"]?.get?.responses["200"] as { content: object };
    expect(Object.keys(stream.content)).toEqual(["audio/*"]);
  });

  test("documents path parameters, bodies from the zod schemas, and who may call", () => {
    const contact = document.paths["/api/v1/contact-page"]?.post;
    expect(contact?.requestBody?.content["application/json"]?.schema).toMatchObject({
      type: "object",
      required: ["name", "email", "message"],
      properties: { message: { type: "string", maxLength: 5000 } },
    });
    expect(contact?.security).toContainEqual({});

    const user = document.paths["/api/v1/users/{id}"]?.put;
    expect(user?.parameters).toContainEqual({ name: "id", in: "path", required: true, schema: { type: "string" } });
    expect(user?.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);

    const docs = document.paths[`/${OPENAPI_PATH}`]?.get;
    expect(docs?.["x-permission"]).toBe("api.access");
    expect(Object.keys(docs?.responses ?? {})).toEqual(expect.arrayContaining(["401", "403"]));

    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.servers).toEqual([{ url: "http://backbeat.test" }]);
  });
});

for (const kind of testDatabaseKinds) {
  describe(`GET ${OPENAPI_PATH} on ${kind}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(kind);
    }, 60_000);
    afterAll(() => h.close());

    test("needs api.access: a guest without it is refused; a user and a personal access token read it", async () => {
      const guest = await h.client().call("GET", OPENAPI_PATH);
      expect(guest.status).toBe(401);

      const { client, password } = await registeredClient(h, "dev@example.com");
      const own = await client.call<OpenApiDocument>("GET", OPENAPI_PATH);
      expect(own.status).toBe(200);
      expect(own.body.openapi).toBe("3.1.0");
      expect(own.body.paths["/api/v1/contact-page"]?.post).toBeDefined();

      expect((await client.call("POST", "auth/user/confirm-password", { password })).status).toBe(200);
      const created = await client.call("POST", "api/v1/access-tokens", { tokenName: "docs" });
      expect(created.status).toBe(200);
      const bot = h.client();
      bot.bearer = String(created.body.plainTextToken);
      expect((await bot.call("GET", OPENAPI_PATH)).status).toBe(200);
    });

    test("login is not required by the route: guests read it once their role holds api.access", async () => {
      const role = await rolesRepo.guestRole(h.services.db);
      if (!role) throw new Error("no guest role");
      await rolesRepo.grantPermissionsToRole(h.services.db, role.id, ["api.access"]);
      forgetGuestRole(h.services.db);
      const guest = await h.client().call<OpenApiDocument>("GET", OPENAPI_PATH);
      expect(guest.status).toBe(200);
      expect(guest.body.info.title).toBe("Backbeat API");
    });
  });
}
