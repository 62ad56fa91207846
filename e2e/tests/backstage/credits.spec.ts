import type { Browser, Page } from "@playwright/test";
import { trpcMutation as call, expect, newMember, trpcQuery as query, test } from "../../fixtures.ts";
import { shoot } from "../shots.ts";

/**
 * Crediting another artist asks for their consent: an artist saves a public track crediting a
 * second artist too; the second artist's public page does not show it until they accept it on
 * /backstage/credits.
 */
/** A new account that asked to become an artist and was approved: it owns one artist profile. */
async function newArtist(browser: Browser, baseURL: string | undefined, admin: Page, name: string) {
  const member = await newMember(browser, baseURL, "credits");
  const request = await call<{ id: number }>(member.page, "backstage.requests.create", {
    type: "become-artist",
    artist_name: name,
    first_name: "Test",
    last_name: "Artist",
  });
  await call(admin, "admin.backstageRequests.approve", { id: request.id });
  const overview = await query<{ artists: { id: number; name: string }[] }>(
    member.page,
    "backstage.catalogue.overview",
  );
  return { ...member, artistId: overview.artists[0]?.id as number };
}

test("a credit shows on the other artist's page only once they accept it in backstage", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const asker = await newArtist(browser, baseURL, adminPage, `Asking Band ${stamp}`);
  const asked = await newArtist(browser, baseURL, adminPage, `Asked Band ${stamp}`);
  const title = `Uninvited Duet ${stamp}`;
  await call(asker.page, "backstage.catalogue.saveTrack", {
    name: title,
    artistIds: [asker.artistId, asked.artistId],
    durationMs: 180_000,
    visibility: "public",
  });

  // Not on the asked artist's public page yet.
  const publicPage = `/artist/${asked.artistId}/asked`;
  await asked.page.goto(publicPage);
  await expect(asked.page.getByRole("heading", { name: `Asked Band ${stamp}` })).toBeVisible();
  await expect(asked.page.getByText(title)).toHaveCount(0);

  // The asked artist decides in backstage.
  await asked.page.goto("/backstage/credits");
  const row = asked.page.getByTestId("pending-credits").getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText(`Track, crediting Asked Band ${stamp}`);
  await shoot(asked.page, asked.context, baseURL, "credits", "/backstage/credits");
  await row.getByRole("button", { name: "Accept" }).click();
  await expect(asked.page.getByText("Credit accepted")).toBeVisible();
  await expect(asked.page.getByText("No credits waiting")).toBeVisible();

  await asked.page.goto(publicPage);
  await expect(asked.page.getByText(title).first()).toBeVisible();
  await asker.context.close();
  await asked.context.close();
});
