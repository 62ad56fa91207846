import { api, expect, registerIn, test, unique } from "../../fixtures.ts";
import { listenBrainzPort } from "../../settings.ts";
import { albumData } from "../player/helpers.ts";
import { shoot } from "../shots.ts";

const standIn = `http://127.0.0.1:${listenBrainzPort}`;

interface Listen {
  token: string;
  listenType: string;
  track: string;
  artist: string;
  listenedAt: number | null;
}

test("connect ListenBrainz with a token, play a track: the service receives now playing and the listen", async ({
  page,
  context,
  baseURL,
}) => {
  // Each track of the demo album is 14–24 s: its listen is due after half of it.
  test.setTimeout(180_000);
  await registerIn(page, "scrobbler");
  const token = crypto.randomUUID();
  const name = `e2e-${unique()}`;
  await page.request.post(`${standIn}/__standin/users`, { data: { token, name } });
  const listens = async () =>
    ((await (await page.request.get(`${standIn}/__standin/listens`)).json()) as Listen[]).filter(
      (l) => l.token === token,
    );

  await page.goto("/account-settings#scrobbling");
  const row = page.getByTestId("scrobbling-listenbrainz");
  await expect(row).toContainText("Connect with your ListenBrainz user token.", { timeout: 45_000 });
  await row.getByRole("button", { name: "Connect" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect ListenBrainz" });
  // A token ListenBrainz does not know is refused under the field.
  await dialog.getByLabel("User token").fill(crypto.randomUUID());
  await dialog.getByRole("button", { name: "Connect" }).click();
  await expect(dialog).toContainText("ListenBrainz did not accept this token.");
  await dialog.getByLabel("User token").fill(token);
  await dialog.getByRole("button", { name: "Connect" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`Connected as ${name}`, { timeout: 20_000 });
  await expect(row.getByText("Connected", { exact: true })).toBeVisible();

  await shoot(page, context, baseURL, "scrobbling-connected", "/account-settings", {
    fullPage: false,
    open: async (p, path) => {
      await p.goto(path);
      await p.getByTestId("scrobbling-listenbrainz").scrollIntoViewIfNeeded();
      await p.waitForLoadState("networkidle");
    },
  });

  const album = await albumData(page, 1);
  await page.goto("/album/1/artist/album");
  await expect(page.getByTestId("album-page")).toBeVisible({ timeout: 45_000 });
  await page.getByTestId("big-play").click();
  await expect(page.getByTestId("player-title")).toHaveText(album.tracks[0]?.name ?? "", { timeout: 20_000 });
  const first = album.tracks[0];
  if (!first) throw new Error("the demo album has no tracks");
  await expect
    .poll(async () => (await listens()).filter((l) => l.listenType === "playing_now").map((l) => l.track), {
      timeout: 15_000,
    })
    .toContain(first.name);
  await expect
    .poll(async () => (await listens()).filter((l) => l.listenType === "single").map((l) => l.track), {
      timeout: first.duration_ms / 2 + 20_000,
    })
    .toContain(first.name);
  const single = (await listens()).find((l) => l.listenType === "single" && l.track === first.name);
  // The track's credited artists, in order: the album's lead among them.
  expect(album.album.artists.map((a) => a.name)).toContain(single?.artist.split(", ")[0]);
  expect(Math.abs((single?.listenedAt ?? 0) - Date.now() / 1000)).toBeLessThan(120);
  // Pause, so nothing more is sent while the token is revoked.
  await page.getByTestId("player-toggle").click();

  // ListenBrainz forgets the token: the next notice fails and the connection shows it.
  await page.request.post(`${standIn}/__standin/revoke`, { data: { token } });
  expect((await api(page, "POST", "/api/v1/now-playing", { trackId: first.id })).body).toEqual({ sent: 1 });
  await page.goto("/account-settings#scrobbling");
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await page.getByTestId("scrobbling-listenbrainz").textContent()) ?? "";
      },
      { timeout: 60_000 },
    )
    .toContain("Connection failed");
  await expect(row.getByRole("button", { name: "Reconnect" })).toBeVisible();
  await shoot(page, context, baseURL, "scrobbling-failed", "/account-settings", {
    fullPage: false,
    open: async (p, path) => {
      await p.goto(path);
      await p.getByTestId("scrobbling-listenbrainz").scrollIntoViewIfNeeded();
      await p.waitForLoadState("networkidle");
    },
  });

  await row.getByRole("button", { name: "Disconnect" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Disconnect" }).click();
  await expect(row).toContainText("Connect with your ListenBrainz user token.");
});

test("the admin's Scrobbling tab: which services are offered, Last.fm's keys and its callback address", async ({
  adminPage: page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto("/admin/settings/scrobbling");
  await expect(page.getByRole("heading", { name: "ListenBrainz" })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole("heading", { name: "Last.fm" })).toBeVisible();
  await expect(page.getByLabel("API key")).toBeVisible();
  await expect(page.getByText(`http://127.0.0.1:${listenBrainzPort}`)).toBeVisible();
  await expect(page.getByText(`${baseURL}/account-settings`)).toBeVisible();
  await shoot(page, page.context(), baseURL, "scrobbling-admin", "/admin/settings/scrobbling");
});
