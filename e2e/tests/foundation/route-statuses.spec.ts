import { expect, newMember, test } from "../../fixtures.ts";
import { createWorkspace } from "../workspaces/steps.ts";

const NOT_FOUND = "Looks like you've found the doorway to the great nothing";

test("screens answer 200 without a console error; unknown paths and /404 answer 404 with the not-found page", async ({
  browser,
  baseURL,
}) => {
  // Eight full page loads and a workspace: more than one page's budget on a busy machine.
  test.slow();
  const member = await newMember(browser, baseURL, "route-status");
  const { page } = member;
  try {
    await createWorkspace(page, `Statuses ${Date.now().toString(36)}`);
    const workspacePath = new URL(page.url()).pathname;
    expect(workspacePath).toMatch(/^\/workspaces\/\d+$/);

    // A 404 answer for the document shows as "Failed to load resource" in the console.
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    for (const path of ["/workspaces", workspacePath, "/library", "/contact", "/notifications"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    }
    expect(errors).toEqual([]);

    for (const path of ["/404", "/no/such/page/at/all", "/backstage/no-such-screen/deeper"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
    }
  } finally {
    await member.context.close();
  }
});
