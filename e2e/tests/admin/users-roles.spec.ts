import { adminNav } from "../../../apps/web/src/features/admin/nav.ts";
import { api, expect, loginAs, newMember, test, unique } from "../../fixtures.ts";
import { shoot, shot } from "../shots.ts";

/**
 * Admin users and roles (docs/spec/2-product-areas.md §2, §6): a role with two permissions gives exactly its screens;
 * a ban with a reason and an end, lifted again; "log in as" with the banner and the way back.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "e2e user password";

test("a role with admin.access and tags.update shows exactly its admin screens; users stay closed", async ({
  adminPage: page,
  browser,
  baseURL,
  context,
}) => {
  const roleName = `Tag editors ${unique()}`;
  await page.goto("/admin/roles/new");
  await page.getByRole("textbox", { name: "Name" }).fill(roleName);
  await page.getByRole("checkbox", { name: "Access admin area" }).check({ force: true });
  await page.getByRole("checkbox", { name: "Manage tags" }).check({ force: true });
  // Restriction fields show under a permission that has them.
  await page.getByRole("checkbox", { name: "Upload music" }).check({ force: true });
  await expect(page.getByRole("textbox", { name: "Maximum upload size (MB)" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Upload music" }).uncheck({ force: true });
  await page.getByRole("button", { name: "Create role" }).click();
  await expect(page).toHaveURL(/\/admin\/roles\/\d+\/edit$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(roleName);
  await expect(page.getByRole("checkbox", { name: "Manage tags" })).toBeChecked();
  const rolePath = new URL(page.url()).pathname;

  const user = await newMember(browser, baseURL, "listener");
  await page.goto(`/admin/users/${user.id}/permissions`);
  await page.getByRole("checkbox", { name: roleName }).check({ force: true });
  await page.getByRole("button", { name: "Save permissions" }).click();
  await expect(page.getByText("Permissions updated")).toBeVisible();

  const allowed = new Set(["admin.access", "tags.update"]);
  const expected = adminNav.flatMap((g) => g.items.filter((i) => allowed.has(i.permission)).map((i) => i.label));
  await user.page.goto("/admin");
  const nav = user.page.getByRole("navigation", { name: "Admin area" });
  await expect(nav.getByRole("link").first()).toBeVisible();
  expect(await nav.getByRole("link").allInnerTexts()).toEqual(expected);
  await user.page.goto("/admin/users");
  await expect(user.page.getByTestId("no-access")).toBeVisible();
  await user.page.goto("/admin/roles");
  await expect(user.page.getByTestId("no-access")).toBeVisible();
  // The server refuses too, whatever the screen shows.
  const input = encodeURIComponent(JSON.stringify({ userId: user.id }));
  expect((await user.page.request.get(`/trpc/admin.users.get?input=${input}`)).status()).toBe(403);
  await user.context.close();

  await shoot(page, context, baseURL, "roles", "/admin/roles");
  await shoot(page, context, baseURL, "role-editor", rolePath);
});

test("create a user, suspend with a reason and an end date, then lift it", async ({
  adminPage: page,
  browser,
  baseURL,
  context,
}) => {
  const email = `made-${unique()}@example.com`;
  await page.goto("/admin/users/new");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Name" }).fill("Made By Admin");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  const userPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Made By Admin");

  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page).toHaveURL(`${userPath}/security`);
  await page.getByRole("button", { name: "Suspend user" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("Posting spam in comments");
  const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Suspended until").fill(until);
  await dialog.getByRole("button", { name: "Suspend" }).click();
  const status = page.getByTestId("ban-status");
  await expect(status).toContainText("Posting spam in comments");
  await expect(status).toContainText("Suspended");

  // The user signs in to the suspended screen only.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await loginAs(otherPage, { email, password: PASSWORD });
  expect((await api(otherPage, "GET", "/api/v1/user-sessions")).status).toBe(403);

  await shoot(page, context, baseURL, "user-security", `${userPath}/security`);
  await page.getByRole("button", { name: "Lift suspension" }).click();
  await expect(status).toBeHidden();
  expect((await api(otherPage, "GET", "/api/v1/user-sessions")).status).toBe(200);
  await other.close();

  await page.getByRole("tab", { name: "API" }).click();
  await expect(page.getByTestId("tokens-empty")).toHaveText("User has not created any access tokens yet");
  await shoot(page, context, baseURL, "user-details", userPath);
  await shoot(page, context, baseURL, "users", "/admin/users");
});

test("log in as a user: the banner on every page, and back to the admin's account", async ({
  adminPage: page,
  browser,
  baseURL,
  context,
}) => {
  const user = await newMember(browser, baseURL, "listener");
  await user.context.close();
  await page.goto(`/admin/users/${user.id}`);
  await page.getByRole("button", { name: "Log in as" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Log in as" }).click();
  const banner = page.getByTestId("impersonation-banner");
  await expect(banner).toContainText("You are logged in as");
  await expect(banner).toContainText(user.name);
  await shot(page, "impersonating-home");
  await page.goto("/account-settings");
  await expect(banner).toBeVisible();
  await shot(page, "impersonating-account");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/404$/);

  await page.goto("/account-settings");
  await banner.getByRole("button", { name: "Back to my account" }).click();
  await expect(page).toHaveURL(`/admin/users/${user.id}`);
  await expect(banner).toBeHidden();
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByTestId("impersonation-history")).toContainText("logged in as");
  void context;
});

test("an operator with users.update cannot open a super admin's account, and the page says why", async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const roleName = `User managers ${unique()}`;
  await page.goto("/admin/roles/new");
  await page.getByRole("textbox", { name: "Name" }).fill(roleName);
  await page.getByRole("checkbox", { name: "Access admin area" }).check({ force: true });
  await page.getByRole("checkbox", { name: "Manage users" }).check({ force: true });
  await page.getByRole("button", { name: "Create role" }).click();
  await expect(page).toHaveURL(/\/admin\/roles\/\d+\/edit$/);

  const operator = await newMember(browser, baseURL, "operator");
  await page.goto(`/admin/users/${operator.id}/permissions`);
  await page.getByRole("checkbox", { name: roleName }).check({ force: true });
  await page.getByRole("button", { name: "Save permissions" }).click();
  await expect(page.getByText("Permissions updated")).toBeVisible();

  const me = (await (await page.request.get("/trpc/account.me")).json()) as { result: { data: { id: number } } };
  const adminPath = `/admin/users/${me.result.data.id}`;
  await operator.page.goto(adminPath);
  await expect(operator.page.getByRole("heading", { name: "You can't manage this account" })).toBeVisible();
  await expect(operator.page.getByText("Only a super admin can manage a super admin.")).toBeVisible();
  // The account paths refuse it too.
  expect((await api(operator.page, "GET", `/api/v1/users/${me.result.data.id}`)).status).toBe(403);
  await shoot(operator.page, operator.context, baseURL, "user-not-manageable", adminPath);
  await operator.context.close();
});
