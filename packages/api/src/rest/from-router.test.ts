import { describe, expect, test } from "bun:test";
import { appRouter } from "../routers/index.ts";
import { restRoutesOf } from "./from-router.ts";
import { openApiDocument } from "./openapi.ts";
import { restRoutes } from "./routes/index.ts";

describe("REST routes declared on their procedures", () => {
  const generated = restRoutesOf(appRouter);

  test("each is in the REST table once, with its procedure's access and input", () => {
    expect(generated.length).toBeGreaterThan(0);
    for (const route of generated) {
      const same = restRoutes.filter((r) => r.method === route.method && r.path === route.path);
      expect(same, `${route.method} ${route.path}`).toHaveLength(1);
      expect(route.input, `${route.method} ${route.path}`).toBeDefined();
    }
    const list = generated.find((r) => r.path === "api/v1/notifications");
    expect(list?.access).toBe("user");
  });

  test("the API document describes their bodies and queries from the procedure's schema", () => {
    const doc = openApiDocument(restRoutes, { siteName: "Backbeat", serverUrl: "http://localhost" });
    const markRead = doc.paths["/api/v1/notifications/mark-as-read"]?.post;
    expect(markRead?.requestBody?.content["application/json"]?.schema).toBeDefined();
    expect(markRead?.responses["401"]).toBeDefined();
    const list = doc.paths["/api/v1/notifications"]?.get;
    expect(list?.parameters?.map((p) => p.name)).toContain("perPage");
  });
});
