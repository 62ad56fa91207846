import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";

/**
 * Social sign-in through the popup against a local OAuth2 server, passkeys with a CDP virtual
 * authenticator, the human check before registration, suspension and the route guard. These
 * need settings no API changes yet and a `localhost` origin, so they run on their own server
 * (support/auth-server.ts), one test after another.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const here = dirname(fileURLToPath(import.meta.url));
const PASSWORD = "e2e correct horse";
const ADMIN = { email: "admin@backbeat.local", password: "e2e-admin-password" };

let server: ChildProcess;
let urls: { app: string; oauth: string; control: string };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn("bun", [join(here, "support/auth-server.ts")], { stdio: ["ignore", "pipe", "inherit"] });
  urls = await new Promise((resolve, reject) => {
    let buffer = "";
    let ready = false;
    server.stdout?.on("data", (chunk: Buffer) => {
      // After READY the server's log (warnings and errors) goes to the run's output.
      if (ready) return void process.stdout.write(chunk);
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("READY "));
      if (line) {
        ready = true;
        resolve(JSON.parse(line.slice(6)));
      }
    });
    server.on("exit", (code) => reject(new Error(`auth server exited with ${code}`)));
  });
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
});

async function control(path: string, body: unknown) {
  const response = await fetch(`${urls.control}${path}`, { method: "POST", body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

async function xsrf(context: BrowserContext, page: Page): Promise<string> {
  let cookie = (await context.cookies(urls.app)).find((c) => c.name === "XSRF-TOKEN");
  if (!cookie) {
    await page.request.get(`${urls.app}/`);
    cookie = (await context.cookies(urls.app)).find((c) => c.name === "XSRF-TOKEN");
  }
  return decodeURIComponent(cookie?.value ?? "");
}

/** A REST call from the page's context (its cookies), as the web app's request layer sends it. */
async function call<T = Record<string, unknown>>(page: Page, method: string, path: string, data?: unknown) {
  const response = await page.request.fetch(`${urls.app}/${path}`, {
    method,
    headers: { "X-XSRF-TOKEN": await xsrf(page.context(), page), Accept: "application/json" },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

async function registerUser(page: Page, email: string) {
  const res = await call<{ bootstrapData: { user: { id: number } } }>(page, "POST", "auth/register", {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bootstrapData.user.id;
}

async function logout(page: Page) {
  // Right after sign-in the page may still swap its content (the home query settling), which
  // remounts the account menu and closes it under the click: open it again until it holds.
  await expect(async () => {
    const menu = page.getByRole("menu");
    if (!(await menu.isVisible())) await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/login(\?|$)/);
}

/** Clicks a button that opens the social popup and waits until the popup has closed itself. */
async function throughPopup(page: Page, click: () => Promise<void>) {
  const popup = page.waitForEvent("popup");
  await click();
  const opened = await popup;
  // It may already have posted its message and closed itself.
  if (!opened.isClosed()) await opened.waitForEvent("close", { timeout: 15_000 });
}

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

test("social sign-in in a popup: new account, password-required modal, errors, connect and disconnect", async ({
  page,
}) => {
  await control("/settings", [
    { name: "social.google.enable", value: true },
    { name: "social.envato.enable", value: true },
  ]);
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    (window as unknown as { __opened: string[] }).__opened = [];
    window.open = (url?: string | URL, target?: string, features?: string) => {
      (window as unknown as { __opened: string[] }).__opened.push(`${url} ${target} ${features}`);
      return open(url, target, features);
    };
  });

  // 1. A new account through Google (the local OAuth2 server), then the post-login target.
  const newEmail = `popup-${stamp()}@example.com`;
  await control("/profile", { sub: `google-${stamp()}`, email: newEmail, name: "Popup Person", email_verified: true });
  await page.goto(`${urls.app}/login`);
  await expect(page.getByRole("button", { name: "Continue with Envato" })).toBeVisible();
  await throughPopup(page, () => page.getByRole("button", { name: "Continue with Google" }).click());
  // The popup's message, then the signed-in app's lazily loaded home: slow on a busy machine.
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible({ timeout: 20_000 });
  const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
  expect(opened[0]).toMatch(/^\/secure\/auth\/social\/google\/login social-auth width=650,height=550,/);
  await logout(page);

  // 2. The e-mail already has an account: the password-required modal links it.
  const ownerEmail = `owner-${stamp()}@example.com`;
  const ownerContext = await page.context().browser()?.newContext();
  const ownerPage = await ownerContext?.newPage();
  if (!ownerPage) throw new Error("no page");
  await registerUser(ownerPage, ownerEmail);
  await ownerContext?.close();
  await control("/profile", { sub: `google-${stamp()}`, email: ownerEmail, name: "Owner" });
  await throughPopup(page, () => page.getByRole("button", { name: "Continue with Google" }).click());
  const modal = page.getByRole("dialog", { name: "Password required" });
  await expect(modal).toBeVisible();
  await modal.getByLabel("Password").fill("not the password");
  await modal.getByRole("button", { name: "Connect" }).click();
  await expect(modal.getByText("The provided password is incorrect.")).toBeVisible();
  await modal.getByLabel("Password").fill(PASSWORD);
  await modal.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

  // 3. Account settings: connect Envato in a popup, then disconnect it.
  await page.goto(`${urls.app}/account-settings`);
  const envato = page.getByTestId("social-envato");
  await expect(envato).toContainText("Not connected");
  await expect(page.getByTestId("social-google")).toContainText("Connected");
  await control("/profile", { sub: `envato-${stamp()}`, username: "envato-owner", email: "whatever@example.com" });
  await throughPopup(page, () => envato.getByRole("button", { name: "Enable Envato" }).click());
  await expect(page.getByText("Enabled Envato account")).toBeVisible();
  await expect(envato).toContainText("Connected as envato-owner");
  await envato.getByRole("button", { name: "Disable Envato" }).click();
  await expect(page.getByText("Disabled Envato account")).toBeVisible();
  await expect(envato).toContainText("Not connected");

  // 4. An error comes back as a danger toast.
  await logout(page);
  await control("/profile", { sub: `google-${stamp()}` });
  await throughPopup(page, () => page.getByRole("button", { name: "Continue with Google" }).click());
  await expect(page.getByText("We could not get an email address from your Google account.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
});

test("register with e-mail confirmation: the verify gate, a masked address, resend, a wrong code, then the right one", async ({
  page,
}) => {
  await control("/settings", [{ name: "require_email_confirmation", value: true }]);
  try {
    const email = `verify-${stamp()}@example.com`;
    await page.goto(`${urls.app}/register`);
    await page.getByLabel("Email").fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password_confirmation"]').fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    const gate = page.getByTestId("verify-email-screen");
    await expect(gate.getByRole("heading", { name: "Verify your email" })).toBeVisible();
    await expect(gate).toContainText("Enter the verification code we sent to ve****@example.com");
    await expect(gate.getByRole("button", { name: "Logout" })).toBeVisible();
    // The gate replaces the whole app.
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    const first = await latestCode(email);

    await gate.getByRole("button", { name: "Send it again" }).click();
    await expect(page.getByText("Email sent")).toBeVisible();
    const code = await latestCode(email, first);

    await gate.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
    await gate.getByRole("button", { name: "Next" }).click();
    await expect(gate.getByText("This code is invalid or has expired.")).toBeVisible();
    await gate.getByLabel("Code").fill(code);
    await gate.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(gate).toHaveCount(0);
  } finally {
    await control("/settings", [{ name: "require_email_confirmation", value: false }]);
  }
});

/** The 6-digit code in the newest mail to an address (a different one than `not`, when given). */
async function latestCode(to: string, not?: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const response = await fetch(`${urls.control}/mail?to=${encodeURIComponent(to)}`);
      if (response.status !== 200) return "";
      const message = (await response.json()) as { text: string };
      code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? "";
      return code && code !== not ? code : "";
    })
    .not.toBe("");
  return code;
}

test("passkeys: add one in account settings (password confirmed), then sign in with it on /login", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  const email = `passkey-${stamp()}@example.com`;
  await page.goto(`${urls.app}/login`);
  await registerUser(page, email);
  await page.goto(`${urls.app}/account-settings`);
  const panel = page.locator("#passkeys");
  await expect(panel).toContainText("You have no passkeys yet");
  await panel.getByLabel("Passkey name").fill("E2E laptop");
  await panel.getByRole("button", { name: "Add passkey" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm password" });
  await confirm.getByLabel("Password").fill(PASSWORD);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Passkey added")).toBeVisible();
  await expect(panel.getByTestId("passkey")).toContainText("E2E laptop");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await logout(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  const user = await page.evaluate(async () => {
    const r = await fetch("/trpc/session.bootstrap");
    return ((await r.json()) as { result: { data: { user: { email: string } } } }).result.data.user.email;
  });
  expect(user).toBe(email);

  // Removing it: this is a new session, so the password is confirmed again first.
  await page.goto(`${urls.app}/account-settings`);
  await panel.getByRole("button", { name: "Remove E2E laptop" }).click();
  await page.getByRole("dialog", { name: "Remove passkey" }).getByRole("button", { name: "Remove" }).click();
  const again = page.getByRole("dialog", { name: "Confirm password" });
  await again.getByLabel("Password").fill(PASSWORD);
  await again.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Passkey removed")).toBeVisible();
  await expect(panel).toContainText("You have no passkeys yet");
  await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
});

test("human check before registration: the proof of work passes; a failed check blocks with a toast", async ({
  page,
}) => {
  await control("/settings", [{ name: "recaptcha.enable", value: { register: true, contact: false } }]);
  try {
    await page.goto(`${urls.app}/register`);
    await page.getByLabel("Email").fill(`human-${stamp()}@example.com`);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password_confirmation"]').fill(PASSWORD);
    const verified = page.waitForResponse((r) => r.url().endsWith("/api/v1/recaptcha/verify"));
    await page.getByRole("button", { name: "Create account" }).click();
    expect(await (await verified).json()).toEqual({ success: true });
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await logout(page);

    // The check fails: the toast, and no account.
    await page.route("**/api/v1/recaptcha/verify", (route) => route.fulfill({ json: { success: false } }));
    const blocked = `blocked-${stamp()}@example.com`;
    await page.goto(`${urls.app}/register`);
    await page.getByLabel("Email").fill(blocked);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password_confirmation"]').fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Could not verify you are human.")).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    // The server enforces it too: registering without a passed check is refused.
    const direct = await call(page, "POST", "auth/register", {
      email: blocked,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(direct).toEqual({ status: 422, body: { message: "Could not verify you are human." } });
  } finally {
    await control("/settings", [{ name: "recaptcha.enable", value: { register: false, contact: false } }]);
  }
});

test("route guard sends guests to /login and back; a ban ends the session and shows the suspended screen", async ({
  page,
  browser,
}) => {
  const email = `guarded-${stamp()}@example.com`;
  const setup = await browser.newContext();
  const setupPage = await setup.newPage();
  const userId = await registerUser(setupPage, email);
  await setup.close();

  await page.goto(`${urls.app}/account-settings`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount-settings$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();

  // The admin suspends the account: this browser's session ends at once.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  expect((await call(adminPage, "POST", "auth/login", { ...ADMIN, remember: true })).status).toBe(200);
  expect((await call(adminPage, "POST", `api/v1/users/${userId}/ban`)).status).toBe(200);
  await adminContext.close();
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  // Signing in again shows only the suspended screen; the API refuses everything else.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();
  const refused = await call<{ message: string }>(page, "GET", "api/v1/user-sessions");
  expect(refused).toEqual({ status: 403, body: { message: "Your account is suspended." } });
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
});

test("sign-in under attack: a new browser passes the human check and signs in; the unlock link frees another", async ({
  browser,
}) => {
  const email = `attacked-${stamp()}@example.com`;
  const setup = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.200" } });
  await registerUser(await setup.newPage(), email);
  await setup.close();
  // Fifteen wrong passwords from three addresses: past the account's limit of ten.
  for (const ip of ["198.51.100.201", "198.51.100.202", "198.51.100.203"]) {
    const attacker = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
    const attackerPage = await attacker.newPage();
    for (let i = 0; i < 5; i++) await call(attackerPage, "POST", "auth/login", { email, password: `wrong-${i}` });
    await attacker.close();
  }

  // A new browser: told why, the check runs by itself, and the same sign-in goes through.
  const phone = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.204" } });
  const page = await phone.newPage();
  await page.goto(`${urls.app}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  const verified = page.waitForResponse((r) => r.url().endsWith("/api/v1/recaptcha/verify"));
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("There were too many failed sign-ins to this account.", { exact: false })).toBeVisible();
  expect(await (await verified).json()).toEqual({ success: true });
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await phone.close();

  // The mailed link, opened in another new browser, lets it sign in without the check.
  const mail = (await (await fetch(`${urls.control}/mail?to=${encodeURIComponent(email)}`)).json()) as { text: string };
  const link = mail.text.match(/https?:\/\/\S+\/login\/unlock\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  const laptop = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.205" } });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto(new URL(new URL(link as string).pathname, urls.app).toString());
  await expect(laptopPage.getByRole("heading", { name: "Unlock sign-in" })).toBeVisible();
  await laptopPage.screenshot({ path: "/tmp/lockout/unlock.png" });
  await laptopPage.getByRole("button", { name: "Unlock this browser" }).click();
  await expect(laptopPage.getByText("This browser can sign in to your account again.")).toBeVisible();
  await expect(laptopPage).toHaveURL(/\/login$/);
  let checked = false;
  laptopPage.on("request", (r) => {
    if (r.url().includes("/api/v1/recaptcha/")) checked = true;
  });
  await laptopPage.getByLabel("Email").fill(email);
  await laptopPage.getByLabel("Password").fill(PASSWORD);
  await laptopPage.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(laptopPage.getByRole("button", { name: "Account menu" })).toBeVisible();
  expect(checked).toBe(false);
  // Used once: the link's page now answers with the error.
  await laptopPage.goto(new URL(new URL(link as string).pathname, urls.app).toString());
  await laptopPage.getByRole("button", { name: "Unlock this browser" }).click();
  await expect(laptopPage.getByText("This unlock link is invalid or has already been used.")).toBeVisible();
  await laptop.close();
});
