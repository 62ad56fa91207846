import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "../fixtures.ts";
import { e2ePort } from "../settings.ts";
import { shoot } from "./shots.ts";

/**
 * The contact page (docs/spec/2-product-areas.md §2): a guest fills name, email and message, the bot check (the
 * built-in proof of work, solved in a worker) runs before the message is sent, the spec's toast
 * shows and the app goes home. The e2e server has no SMTP, so the mail lands in its outbox folder.
 */
const outbox = join(process.cwd(), `.artifacts/data-${e2ePort}`, "outbox");

async function mailContaining(text: string): Promise<Record<string, string> | null> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  for (const file of files) {
    const mail = JSON.parse(await readFile(join(outbox, file), "utf8")) as Record<string, string>;
    if (mail.text?.includes(text)) return mail;
  }
  return null;
}

test("a guest's message is checked, sent to the site by e-mail, and the app goes home", async ({
  page,
  context,
  baseURL,
}) => {
  const marker = `contact-e2e-${Date.now()}`;
  await shoot(page, context, baseURL, "contact", "/contact");
  await page.goto("/contact");
  const form = page.getByTestId("contact-page");
  await expect(form.getByRole("heading", { name: "Contact us" })).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Message")).toHaveAttribute("rows", "8");

  // Required fields are refused before any check runs.
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByText("The name field is required.")).toBeVisible();
  await form.getByLabel("Name").fill("Grace Hopper");
  await form.getByLabel("Email").fill("not-an-address");
  await form.getByLabel("Message").fill(`Hello from the browser.\n${marker}`);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByText("Enter a valid email address.")).toBeVisible();

  await form.getByLabel("Email").fill("grace@example.com");
  const verified = page.waitForResponse((r) => r.url().includes("/api/v1/recaptcha/verify"));
  await form.getByRole("button", { name: "Send" }).click();
  expect(await (await verified).json()).toEqual({ success: true });
  await expect(page.getByText("Your message has been submitted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await expect.poll(() => mailContaining(marker)).not.toBeNull();
  const mail = await mailContaining(marker);
  expect(mail?.replyTo).toBe("grace@example.com");
  expect(mail?.subject).toContain("a message from Grace Hopper");
});
