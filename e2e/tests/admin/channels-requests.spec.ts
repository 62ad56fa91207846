import type { Page } from "@playwright/test";
import { api, expect, newMember, test, unique } from "../../fixtures.ts";
import { shoot } from "../shots.ts";
import { deleteChannel, keepChannel } from "../site-state.ts";

/**
 * Channels and backstage requests (docs/spec/2-product-areas.md §2 "Admin"): reorder, rename and remove what the home
 * channel shows and see the home page follow; a listener's request to become an artist approved
 * from its admin screen. Serial: both change what the home page shows.
 */
test.describe.configure({ mode: "serial" });
// A fresh catalogue's first home page computes every rule: it takes a while.
test.slow();

/** Presses the form's submit and waits for the save to succeed (a toast may come and go on a busy machine). */
async function save(page: Page, label: string) {
  const saved = page.waitForResponse((r) => r.url().includes("/trpc/admin.channels.save"));
  await page.getByRole("button", { name: label }).click();
  expect((await saved).status()).toBe(200);
}

const homeSections = (page: Page) =>
  page
    .getByTestId("home-page")
    .locator("section[data-testid^='channel-']")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")));

test("editing the home channel (reorder, rename a section, remove one) changes the home page", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  // The home page is every spec's: the two channels go back as they were and the new one goes.
  const restore = [await keepChannel(page, "discover"), await keepChannel(page, "trending-artists")];
  let created = 0;
  try {
    await page.goto("/");
    // The first visit computes every rule of a fresh catalogue: give it time.
    await expect(page.getByTestId("channel-new-releases")).toBeVisible({ timeout: 30_000 });
    // Sections without items (no plays yet this week) are left out of the home page.
    const shown = new Set(await homeSections(page));
    expect([...shown][0]).toBe("channel-new-releases");

    // The channels table links to the home channel's editor.
    await page.goto("/admin/channels");
    await page.getByRole("link", { name: "Discover", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/channels\/\d+\/edit$/);
    const items = page.getByTestId("channel-items");
    await expect(items.getByRole("listitem")).toHaveCount(6);
    await expect(items.getByRole("listitem").nth(3)).toHaveAccessibleName("4. Trending artists");
    await expect(page.getByText("This channel is the home page of the site.")).toBeVisible();

    // Move "Trending artists" to the top with its buttons, and drop "Popular albums".
    for (let i = 0; i < 3; i++) await items.getByRole("button", { name: "Move Trending artists up" }).click();
    await expect(items.getByRole("listitem").first()).toHaveAccessibleName("1. Trending artists");
    await items.getByRole("button", { name: "Remove Popular albums" }).click();
    await expect(items.getByRole("listitem")).toHaveCount(5);
    // Keyboard: Alt+↑ on a focused row moves it up one place.
    await items.getByRole("button", { name: "Move Browse genres up" }).focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect(items.getByRole("listitem").nth(3)).toHaveAccessibleName("4. Browse genres");

    // The live preview follows the unsaved form.
    const preview = page.getByTestId("channel-preview");
    await expect(preview.locator("h3").first()).toHaveText("Trending artists");
    await expect(preview.getByText("Popular albums", { exact: true })).toHaveCount(0);

    await save(page, "Save changes");

    await page.goto("/");
    await expect(page.getByTestId("channel-trending-artists")).toBeVisible();
    const named = ["channel-trending-artists", "channel-new-releases", "channel-popular-this-week", "channel-genres"];
    // The demo catalogue's featured playlists section sits between them; it now follows the genres.
    const featured = [...shown].filter(
      (id): id is string => !!id && !named.includes(id) && id !== "channel-popular-albums",
    );
    expect(await homeSections(page)).toEqual([...named, ...featured].filter((id) => shown.has(id)));
    expect(shown.has("channel-popular-albums")).toBe(true);

    // Rename a section from its own editor; the home page shows the new name.
    await page.goto("/admin/channels/trending-artists/edit");
    const name = page.getByRole("textbox", { name: "Name" });
    await name.fill("Artists to watch");
    await expect(page.getByTestId("channel-preview").locator("h3").first()).toHaveText("Artists to watch");
    await save(page, "Save changes");
    await page.goto("/");
    await expect(page.getByTestId("channel-trending-artists").getByRole("heading", { level: 2 })).toHaveText(
      "Artists to watch",
    );

    // A new hand-picked channel: add items by search, see them in the preview before saving.
    await page.goto("/admin/channels/new");
    await page.getByRole("textbox", { name: "Name" }).fill("Staff picks");
    await expect(page.getByRole("textbox", { name: "Slug" })).toHaveValue("staff-picks");
    const search = page.getByRole("combobox", { name: "Add albums" });
    await search.fill("summer");
    const option = page.getByRole("option").first();
    await expect(option).toBeVisible();
    await option.click();
    await search.press("Escape");
    const added = page.getByTestId("channel-items").getByRole("listitem");
    await expect(added).toHaveCount(1);
    const picked = ((await added.getAttribute("aria-label")) ?? "").replace(/^1\. /, "");
    expect(picked).not.toBe("");
    await expect(page.getByTestId("channel-preview").getByText(picked, { exact: true }).first()).toBeVisible();
    await save(page, "Create channel");
    await expect(page).toHaveURL(/\/admin\/channels\/\d+\/edit$/);
    created = Number(/channels\/(\d+)\/edit/.exec(page.url())?.[1]);
    await page.goto("/channel/staff-picks");
    await expect(page.getByTestId("channel-page")).toContainText("Staff picks");

    await shoot(page, context, baseURL, "channels-list", "/admin/channels");
    await shoot(page, context, baseURL, "channel-edit-home", "/admin/channels/discover/edit");
    await shoot(page, context, baseURL, "channel-edit-rule", "/admin/channels/genre/edit");
  } finally {
    for (const put of restore) await put();
    if (created) await deleteChannel(page, created);
  }
});

test("a listener's request to become an artist is approved from the admin screen", async ({
  adminPage: page,
  browser,
  context,
  baseURL,
}) => {
  const artistName = `The ${unique()} Band`;
  const asker = await newMember(browser, baseURL, "artist");
  const sent = await api<{ id: number; status: string }>(asker.page, "POST", "/api/v1/backstage-requests", {
    type: "become-artist",
    artist_name: artistName,
    first_name: "Robin",
    last_name: "Reed",
    company: "Reed Records",
    links: [{ url: "https://example.com/robin", label: "Website" }],
    message: "We play every Friday at the harbour.\nHere is our music.",
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const again = await api(asker.page, "POST", "/api/v1/backstage-requests", {
    type: "become-artist",
    artist_name: artistName,
    first_name: "Robin",
    last_name: "Reed",
  });
  expect(again.status).toBe(409);

  await page.goto("/admin/backstage-requests?f.status=pending");
  const row = page.getByRole("row").filter({ hasText: artistName });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText(asker.email);
  await shoot(page, context, baseURL, "requests-list", "/admin/backstage-requests");
  await shoot(page, context, baseURL, "request-pending", `/admin/backstage-requests/${sent.body.id}`);

  await page.goto("/admin/backstage-requests?f.status=pending");
  await page.getByRole("row").filter({ hasText: artistName }).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/backstage-requests/${sent.body.id}$`));
  await expect(page.getByText("We play every Friday at the harbour.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Website" })).toHaveAttribute("href", "https://example.com/robin");

  // Denying needs a reason: an empty one stays in the dialog with its message.
  await page.getByRole("button", { name: "Deny" }).click();
  const denyDialog = page.getByRole("dialog", { name: "Deny request" });
  await denyDialog.getByRole("button", { name: "Deny request" }).click();
  await expect(denyDialog.getByText("The reason field is required.")).toBeVisible();
  await denyDialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Approve" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve request" });
  await expect(dialog).toContainText(artistName);
  await dialog.getByRole("textbox", { name: /Note for the requester/ }).fill("Welcome aboard!");
  const approved = page.waitForResponse((r) => r.url().includes("/trpc/admin.backstageRequests.approve"));
  await dialog.getByRole("button", { name: "Approve" }).click();
  expect((await approved).status()).toBe(200);
  await expect(page.getByTestId("admin-backstage-request")).toContainText("Approved");
  await expect(page.getByText("Managed by the requester")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // The requester now holds the artists role: the upload permission is in their bootstrap data.
  const mine = await api<{ requests: { status: string; artist_id: number }[] }>(
    asker.page,
    "GET",
    "/api/v1/backstage-requests",
  );
  expect(mine.body.requests[0]?.status).toBe("approved");
  await asker.page.goto("/");
  await expect
    .poll(async () =>
      asker.page.evaluate(() => {
        const raw = document.getElementById("bootstrap-data")?.textContent ?? "{}";
        return JSON.stringify(JSON.parse(raw));
      }),
    )
    .toContain("music.create");
  await asker.context.close();
  await shoot(page, context, baseURL, "request-approved", `/admin/backstage-requests/${sent.body.id}`);
});
