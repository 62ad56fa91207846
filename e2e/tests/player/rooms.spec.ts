import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { albumData, expectAudioAdvances, signUpListener } from "./helpers.ts";

/** Where a page's audio is, read together with the wall clock (all contexts share this machine's clock). */
async function reading(page: Page) {
  return page.evaluate(() => {
    const el = document.querySelector('audio[data-active="true"]') as HTMLAudioElement | null;
    return {
      time: el?.currentTime ?? -1,
      duration: el && Number.isFinite(el.duration) ? el.duration : 0,
      at: performance.timeOrigin + performance.now(),
      playing: !!el && !el.paused,
      rate: el?.playbackRate ?? 1,
      track: Number(/\/tracks\/(\d+)\/stream/.exec(el?.src ?? "")?.[1] ?? 0),
    };
  });
}

type Reading = Awaited<ReturnType<typeof reading>>;

/** A reading carried to the wall-clock moment `at` (the audio moved on at its rate meanwhile). */
const positionAt = (r: Reading, at: number) => r.time + (r.playing ? ((at - r.at) / 1000) * r.rate : 0);

/**
 * How far each member is from the host at one moment, in seconds, or null when this moment cannot
 * be compared: the demo clips last 14 to 24 s, so a reading may fall on a change of track.
 */
async function gaps(host: Page, members: Page[]): Promise<number[] | null> {
  const [h, ...ms] = await Promise.all([reading(host), ...members.map(reading)]);
  if (!h || h.time < 0.5 || h.time > h.duration - 0.8) return null;
  if (ms.some((m) => m.track !== h.track || m.playing !== h.playing)) return null;
  const at = Math.max(h.at, ...ms.map((m) => m.at));
  return ms.map((m) => Math.abs(positionAt(m, at) - positionAt(h, at)));
}

/** The members settle within 250 ms of the host and stay there over four comparable readings. */
async function expectInSync(host: Page, members: Page[]) {
  const seen: number[][] = [];
  const until = Date.now() + 45_000;
  let settled = false;
  while (seen.length < 4 && Date.now() < until) {
    const now = await gaps(host, members);
    if (now && Math.max(...now) < 0.25) settled = true;
    if (now && settled) seen.push(now);
    await host.waitForTimeout(250);
  }
  expect(seen.length, "comparable readings after settling").toBe(4);
  const worst = Math.max(...seen.flat());
  expect(worst, `gaps ${seen.map((g) => g.map((x) => x.toFixed(3)).join("/")).join(", ")}`).toBeLessThan(0.25);
  return worst;
}

test("a listening room: the host plays, seeks and skips; members follow within 250 ms and catch up after a reload", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext()));
  const [host, first, second] = (await Promise.all(contexts.map((c) => c.newPage()))) as [Page, Page, Page];
  await Promise.all([
    signUpListener(host, "room-host"),
    signUpListener(first, "room-a"),
    signUpListener(second, "room-b"),
  ]);

  const album = await albumData(host, 1);
  // The first page of a fresh server may take a while on a busy machine.
  await host.goto("/album/1/artist/album");
  await expect(host.getByTestId("album-page")).toBeVisible({ timeout: 60_000 });
  await host.getByTestId("big-play").click();
  await expect(host.getByTestId("player-title")).toHaveText(album.tracks[0]?.name ?? "");
  await expectAudioAdvances(host);
  await host.getByTestId("player-room").click();
  await expect(host).toHaveURL(/\/rooms\/[A-Za-z0-9_-]{12}$/, { timeout: 60_000 });
  await expect(host.getByTestId("room-page")).toBeVisible({ timeout: 60_000 });
  const link = host.url();

  for (const member of [first, second]) {
    await member.goto(link);
    // A first page load in a fresh browser context, on a machine shared with other browsers.
    await expect(member.getByTestId("room-join")).toBeVisible({ timeout: 60_000 });
    await member.getByTestId("room-join-button").click();
    await expect(member.getByTestId("room-page")).toBeVisible({ timeout: 60_000 });
    // The room played on while the page loaded: the member lands on whatever the host hears now.
    await expect
      .poll(
        async () =>
          (await member.getByTestId("room-track").textContent()) ===
          (await host.getByTestId("room-track").textContent()),
        { timeout: 60_000 },
      )
      .toBe(true);
  }
  await expect(host.getByTestId("room-members").getByRole("listitem")).toHaveCount(3);
  await expectInSync(host, [first, second]);

  // Seek: back to the start of the track.
  await host.getByTestId("player-seekbar").focus();
  await host.keyboard.press("Home");
  await expect.poll(async () => (await reading(host)).time).toBeLessThan(3);
  await expectInSync(host, [first, second]);

  // Pause and play again.
  await host.getByTestId("player-bar").getByTestId("player-toggle").click();
  await expect.poll(async () => (await reading(first)).playing).toBe(false);
  await expect.poll(async () => (await reading(second)).playing).toBe(false);
  await host.getByTestId("player-bar").getByTestId("player-toggle").click();
  await expectInSync(host, [first, second]);

  // Skip to the next track.
  const playing = await host.getByTestId("room-track").textContent();
  await host.getByTestId("player-next").click();
  await expect(host.getByTestId("room-track")).not.toHaveText(playing ?? "");
  const next = (await host.getByTestId("room-track").textContent()) ?? "";
  const names = album.tracks.map((tr) => tr.name);
  expect(names.indexOf(next)).toBe(names.indexOf(playing ?? "") + 1);
  await expect(first.getByTestId("room-track")).toHaveText(next);
  await expect(second.getByTestId("room-track")).toHaveText(next);
  await expectInSync(host, [first, second]);

  // A member reloads while the room plays on (and the host seeks meanwhile): they land on the live position.
  await second.reload();
  await host.getByTestId("player-seekbar").focus();
  await host.keyboard.press("Home");
  await expect(second.getByTestId("room-page")).toBeVisible({ timeout: 60_000 });
  await expectInSync(host, [first, second]);

  // A member drops off the network and comes back: the socket reconnects and they catch up.
  await contexts[1]?.setOffline(true);
  await host.getByTestId("player-seekbar").focus();
  await host.keyboard.press("Home");
  await host.waitForTimeout(1500);
  await contexts[1]?.setOffline(false);
  await expectInSync(host, [first, second]);

  // The chat reaches everyone; ending the room ends it for all.
  await first.getByRole("textbox", { name: "Message" }).fill("Great track!");
  await first.getByRole("button", { name: "Send" }).click();
  await expect(host.getByTestId("room-messages")).toContainText("Great track!");
  await expect(second.getByTestId("room-messages")).toContainText("Great track!");

  const shots = process.env.SCREENSHOTS_DIR;
  if (shots) {
    for (const scheme of ["light", "dark"] as const) {
      await first.emulateMedia({ colorScheme: scheme });
      await first.setViewportSize({ width: 1280, height: 900 });
      await first.screenshot({ path: `${shots}/room-desktop-${scheme}.png` });
      await first.setViewportSize({ width: 390, height: 844 });
      await first.screenshot({ path: `${shots}/room-phone-${scheme}.png`, fullPage: true });
    }
    await first.setViewportSize({ width: 1280, height: 720 });
  }

  await host.getByTestId("room-end").click();
  await host.getByTestId("room-end-confirm").click();
  await expect(first.getByTestId("room-page")).toBeHidden();
  await expect(first.getByTestId("player-room")).toHaveAttribute("aria-pressed", "false");
  await first.goto(link);
  await expect(first.getByTestId("room-gone")).toBeVisible();
  for (const c of contexts) await c.close();
});
