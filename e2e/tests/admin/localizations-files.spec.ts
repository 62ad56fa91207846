import { api, expect as baseExpect, test, xsrfToken } from "../../fixtures.ts";
import { shoot, shot } from "../shots.ts";
import { deleteLocalization } from "../site-state.ts";

/**
 * Admin localizations and files (docs/spec/2-product-areas.md §2): add a language, translate strings, pick the
 * language in the footer and read the translation; list an uploaded file with its preview and
 * delete it with its bytes. Serial: the language step changes the admin's own language last.
 */
test.describe.configure({ mode: "serial" });
// The server analyses the demo catalogue while these run on a shared machine: first loads can be slow.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(300_000);

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAS0lEQVR4nJXCERZCAQAF0bewOI7jOB6O4ziO43j4r6g1zD13nkjnmXReSOeVdN5I5510QjofpPNJOl+k8006P6TzSzp/pFPSeZD+AYUAxxA/XtlvAAAAAElFTkSuQmCC",
  "base64",
);

test("files: an uploaded image is listed with its preview, size and owner, then deleted with its bytes", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  const name = `cover-${Date.now().toString(36)}.png`;
  const upload = await page.request.post("/api/v1/file-entries", {
    headers: { "X-XSRF-TOKEN": await xsrfToken(context, page.request), Accept: "application/json" },
    multipart: { file: { name, mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const entry = ((await upload.json()) as { fileEntry: { id: number } }).fileEntry;

  await page.goto("/admin/files");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Image");
  await expect(row.getByText("image/png")).toBeVisible();
  await expect(row.getByRole("link", { name: /admin/i })).toHaveAttribute("href", /\/admin\/users\/\d+$/);
  // The thumbnail is the file's own bytes, loaded.
  const thumb = row.locator("img");
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

  // Filtering by type keeps it under images and hides it under audio.
  await page.goto("/admin/files?f.type=image");
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  // (Other specs upload audio to the same server, so only this file's absence is certain.)
  await page.goto("/admin/files?f.type=audio");
  await expect(page.getByTestId("active-filters")).toBeVisible();
  await expect(page.locator("[aria-busy]")).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/admin/files");

  // The details dialog: metadata and links to the bytes.
  await row.getByRole("button", { name: `Details of ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("image/png")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Download" })).toHaveAttribute(
    "href",
    `/api/v1/file-entries/${entry.id}`,
  );
  await shot(page, "file-details-light-desktop");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await shoot(page, context, baseURL, "files", "/admin/files");

  await page.goto("/admin/files");
  await row.locator("td").first().click();
  await expect(row.getByRole("checkbox")).toBeChecked();
  await page.getByTestId("bulk-bar").getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete 1 item?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted 1 item")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect((await api(page, "GET", `/api/v1/file-entries/${entry.id}`)).status).toBe(404);
});

test("localizations: add a language, translate two strings, pick it in the footer and read them", async ({
  adminPage: page,
  context,
  baseURL,
  browser,
}) => {
  // Every spec signs in as this admin and every guest sees the footer's languages: the admin's
  // language goes back to English and the new language goes, pass or fail.
  let created = 0;
  try {
    await page.goto("/admin/localizations");
    await expect(page.getByRole("row").filter({ hasText: "English" })).toBeVisible();

    await page.getByRole("button", { name: "Add language" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /Language/ }).click();
    await page.getByRole("option", { name: "German (de)" }).click();
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue("German");
    await dialog.getByRole("textbox", { name: "Name" }).fill("Deutsch");
    await shot(page, "add-language-light-desktop");
    await dialog.getByRole("button", { name: "Add language" }).click();

    // The new language opens on its translate screen.
    await expect(page).toHaveURL(/\/admin\/localizations\/\d+\/translate/);
    await expect(page.getByRole("heading", { name: "Translate Deutsch" })).toBeVisible();
    await expect(page.getByText(/0 of [\d,]+ strings translated/)).toBeVisible();
    const translateUrl = page.url();
    created = Number(/localizations\/(\d+)\/translate/.exec(translateUrl)?.[1]);

    const search = page.getByRole("textbox", { name: "Search strings" });
    await search.fill("All Rights Reserved");
    await page
      .getByRole("textbox", { name: "Translation of Copyright © :year :name, All Rights Reserved" })
      .fill("Urheberrecht © :year :name, alle Rechte vorbehalten");
    await search.fill("Localizations");
    await page.getByRole("textbox", { name: "Translation of Localizations", exact: true }).fill("Sprachen");
    await page.getByRole("button", { name: "Save 2 changes" }).first().click();
    await expect(page.getByText("Saved 2 translations")).toBeVisible();
    await expect(page.getByText(/2 of [\d,]+ strings translated/)).toBeVisible();

    // "Untranslated" no longer lists them.
    await search.fill("");
    await page.getByRole("button", { name: /Show/ }).click();
    await page.getByRole("option", { name: "Untranslated" }).click();
    await search.fill("Localizations");
    await expect(page.getByRole("textbox", { name: "Translation of Localizations", exact: true })).toHaveCount(0);

    await shoot(page, context, baseURL, "translate", translateUrl.replace(/^https?:\/\/[^/]+/, ""));
    await shoot(page, context, baseURL, "localizations", "/admin/localizations");

    // A visitor picks the language in the footer and reads the translation at once.
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(`${baseURL}/`);
    await expect(guest.getByText(/Copyright © \d+ .*All Rights Reserved/)).toBeVisible();
    // The menu's code loads on first use: a press that lands before it is ready is pressed again.
    await expect(async () => {
      if (!(await guest.getByRole("menu").isVisible()))
        await guest.getByRole("button", { name: "Language: English" }).click();
      await guest
        .getByRole("menuitemradio", { name: "Deutsch" })
        .or(guest.getByRole("menuitem", { name: "Deutsch" }))
        .click({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(guest.getByText(/Urheberrecht © \d+ .*alle Rechte vorbehalten/)).toBeVisible();
    await guest.reload();
    await expect(guest.getByText(/Urheberrecht © \d+ .*alle Rechte vorbehalten/)).toBeVisible();
    await shot(guest, "footer-de-light-desktop");
    await visitor.close();

    // Signed-in people choose it in their account (the app shell has no footer): the admin area's
    // sidebar then reads the translated label.
    expect((await api(page, "POST", "/api/v1/users/me/locale", { locale: "de" })).status).toBe(200);
    await page.goto("/admin/localizations");
    await expect(page.getByRole("navigation").getByRole("link", { name: "Sprachen" })).toBeVisible();
    await shot(page, "admin-sidebar-de-light-desktop");
  } finally {
    expect((await api(page, "POST", "/api/v1/users/me/locale", { locale: "en" })).status).toBe(200);
    if (created) await deleteLocalization(page, created);
  }
});
