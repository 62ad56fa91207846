import * as OTPAuth from "otpauth";
import { api, e2eAdmin, expect, test } from "../../fixtures.ts";

const PASSWORD = "e2e correct horse";

function totp(secret: string, offsetSteps = 0) {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

test("register, log out, log in with 'Stay signed in', enable two-factor, then sign in with a code and a recovery code", async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Create a new account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.locator('input[name="password"]').fill("short");
  await page.locator('input[name="password_confirmation"]').fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("The password must be at least 8 characters.")).toBeVisible();
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

  // Enable two-factor from account settings (password confirmation dialog first).
  await page.goto("/account-settings");
  await page.locator("#two-factor").getByRole("button", { name: "Enable" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm password" });
  await confirm.getByLabel("Password").fill(PASSWORD);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("two-factor-qr").locator("svg")).toBeVisible();
  const secret = (await page.getByTestId("two-factor-secret").textContent()) ?? "";
  await page.locator("#two-factor").getByLabel("Code").fill(totp(secret));
  await page.locator("#two-factor").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("You have enabled two factor authentication.");
  const codes = (await page.getByTestId("recovery-codes").locator("span").allTextContents()).filter(
    (c) => c.length === 21,
  );
  expect(codes).toHaveLength(8);

  // Log out, then log in: the challenge appears; a code from the next time step signs in.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await expect(page.getByRole("checkbox", { name: "Stay signed in for a month" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Two factor authentication" })).toBeVisible();
  await page.getByLabel("Code").fill(totp(secret, 1));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name === "backbeat_session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

  // And once more with a recovery code.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  // Filled before the login screen has settled, the form can be remounted empty.
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Use recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("a wrong password shows the field error; forgot password returns to login with the message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("We have emailed your password reset link.")).toBeVisible();
});

test("sessions list shows this device; tokens are created once, shown with Copy, and deleted", async ({
  adminPage: page,
}) => {
  const tokenName = `e2e token ${Date.now().toString(36)}`;
  await page.goto("/account-settings");
  await expect(page.getByTestId("session").filter({ hasText: "This device" })).toHaveCount(1);
  await expect(page.getByTestId("tokens-revocation-note")).toContainText(
    "revoked when the password is reset or changed",
  );
  await page.locator("#developers").getByRole("button", { name: "Create token" }).click();
  // A token outlives this session: the password is confirmed first.
  const confirm = page.getByRole("dialog", { name: "Confirm password" });
  await confirm.getByLabel("Password").fill(e2eAdmin.password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  const dialog = page.getByRole("dialog", { name: "Create new token" });
  await dialog.getByLabel("Token name").fill(tokenName);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Token create", { exact: true })).toBeVisible();
  const plain = (await dialog.getByTestId("plain-token").textContent()) ?? "";
  expect(plain).toMatch(/^bb_/);
  await expect(dialog).toContainText("Make sure to store the token in a safe place.");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // The indicator shows for one second only (timed exactly in components.spec.ts): record that it
  // appeared rather than racing a loaded machine to see it.
  await page.evaluate(() => {
    const w = window as unknown as { sawCopied?: boolean };
    new MutationObserver(() => {
      if (document.querySelector("[role=dialog] [data-copied]")) w.sawCopied = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sawCopied?: boolean }).sawCopied)).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(plain);
  await expect(dialog.getByText("Copied!")).toHaveCount(0, { timeout: 5000 });
  await dialog.getByRole("button", { name: "Done" }).click();
  // Shown once: reopening the dialog asks for a new name, the plain token is gone.
  await page.locator("#developers").getByRole("button", { name: "Create token" }).click();
  await expect(dialog.getByLabel("Token name")).toBeVisible();
  await expect(dialog.getByTestId("plain-token")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Done" }).click();
  const token = page.getByTestId("token").filter({ hasText: tokenName });
  await expect(token).toContainText("Never");
  // The token authenticates REST calls as a bearer token.
  const me = await page.request.get("/api/v1/user-sessions", { headers: { Authorization: `Bearer ${plain}` } });
  expect(me.status()).toBe(200);
  await token.getByRole("button", { name: `Delete ${tokenName}` }).click();
  await page.getByRole("dialog", { name: "Delete token" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Token deleted")).toBeVisible();
  await expect(token).toHaveCount(0);
  const after = await page.request.get("/api/v1/user-sessions", { headers: { Authorization: `Bearer ${plain}` } });
  expect(after.status()).toBe(401);
  void api;
});

test("sessions list: both devices with their details; logging out the others needs the password", async ({
  page,
  browser,
}) => {
  const email = `sessions-${Date.now()}@example.com`;
  await page.goto("/login");
  const registered = await api(page, "POST", "/auth/register", {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(registered.status).toBe(200);
  // A second device: a phone, signed in through the API.
  const phone = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
  });
  const phonePage = await phone.newPage();
  await phonePage.goto("/login");
  expect((await api(phonePage, "POST", "/auth/login", { email, password: PASSWORD, remember: true })).status).toBe(200);

  await page.goto("/account-settings");
  const list = page.getByTestId("sessions-list");
  await expect(list.getByTestId("session")).toHaveCount(2);
  await expect(list.getByTestId("session").filter({ hasText: "This device" })).toHaveCount(1);
  const other = list.getByTestId("session").filter({ hasNotText: "This device" });
  await expect(other).toContainText("iOS 17.0 - Mobile Safari 17");
  // No packaged location database for loopback addresses: 'Unknown'.
  await expect(other).toContainText("Unknown · 127.0.0.1 · Last active");
  // The list scrolls once it is taller than 400 px.
  expect(await list.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY])).toEqual([
    "400px",
    "auto",
  ]);

  await page.locator("#sessions").getByRole("button", { name: "Logout other browser sessions" }).click();
  const dialog = page.getByRole("dialog", { name: "Logout other browser sessions" });
  await dialog.getByLabel("Password").fill("not the password");
  await dialog.getByRole("button", { name: "Logout other sessions" }).click();
  await expect(dialog.getByText("The provided password is incorrect.")).toBeVisible();
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Logout other sessions" }).click();
  await expect(page.getByText("Logged out other sessions.")).toBeVisible();
  await expect(list.getByTestId("session")).toHaveCount(1);
  // The phone is signed out; this browser is not.
  expect((await api(phonePage, "GET", "/api/v1/user-sessions")).status).toBe(401);
  expect((await api(page, "GET", "/api/v1/user-sessions")).status).toBe(200);
  await phone.close();
});
