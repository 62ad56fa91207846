import { E2E_PASSWORD, expect, registerIn, test } from "../../fixtures.ts";
import { shoot } from "../shots.ts";

test("the Subsonic panel makes an app password shown once, with the username beside it", async ({
  page,
  context,
  baseURL,
}) => {
  const { email } = await registerIn(page, "subsonic");
  await page.goto("/account-settings");
  const panel = page.getByTestId("subsonic-password");
  await expect(panel).toContainText("No app password yet");
  await page.getByRole("button", { name: "Create app password" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm password" });
  await confirm.getByLabel("Password").fill(E2E_PASSWORD);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  const dialog = page.getByRole("dialog", { name: "App password" });
  await expect(dialog).toContainText(email);
  // Server, username and password each with a copy button: what the app's sign-in screen asks for.
  await expect(dialog.getByRole("button", { name: /^Copy / })).toHaveCount(3);
  const plain = (await dialog.getByTestId("plain-subsonic-password").textContent()) ?? "";
  expect(plain.length).toBeGreaterThanOrEqual(16);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(panel).toContainText("App password active");
  await expect(page.getByTestId("subsonic-connection")).toContainText(email);
  await expect(page.getByRole("button", { name: "Replace app password" })).toBeVisible();

  await shoot(page, context, baseURL, "subsonic-panel", "/account-settings", {
    fullPage: false,
    open: async (p, path) => {
      await p.goto(path);
      await p.getByTestId("subsonic-password").scrollIntoViewIfNeeded();
      await p.waitForLoadState("networkidle");
    },
  });
});
