import { expect, test } from "bun:test";

// The web bundle imports `@backbeat/core/schemas`: nothing server-side may come with it.
test("the schemas entry bundles for the browser without server code", async () => {
  const result = await Bun.build({
    entrypoints: [`${import.meta.dir}/schemas.ts`],
    target: "browser",
    external: ["zod"],
  });
  expect(result.success).toBe(true);
  const code = await result.outputs[0]?.text();
  expect(code).toContain("The password confirmation does not match.");
  for (const server of ["@backbeat/db", "node:", "Bun.password", "kysely", "nodemailer"]) {
    expect(code).not.toContain(server);
  }
});
