import { expect, test } from "../../fixtures.ts";
import { shoot, shot } from "../shots.ts";
import { albumData, audioTime, signUpListener } from "./helpers.ts";

test("a timed comment shows on the waveform, tells itself on hover and seeks on click", async ({
  page,
  context,
  baseURL,
}) => {
  await signUpListener(page, "commenter");
  const { tracks } = await albumData(page, 2);
  const track = tracks[0];
  if (!track) throw new Error("the demo album has tracks");
  const words = `Listen to this bass ${Date.now().toString(36)}`;
  // Late in the clip, so only a seek (not playback from the start) reaches it within the wait below.
  const at = Math.min(11, Math.floor(track.duration_ms / 1000) - 3);
  const stamp = `0:${String(at).padStart(2, "0")}`;

  await page.goto(`/track/${track.id}/x`);
  const box = page.getByTestId("comment-box");
  await expect(box).toBeVisible();
  // A moment that is not a time is refused under its field.
  await box.getByLabel("Comment").fill(words);
  await box.getByLabel("At").fill("soon");
  await box.getByRole("button", { name: "Post" }).click();
  await expect(box.getByText("Use minutes and seconds, such as 1:05.")).toBeVisible();
  await box.getByLabel("At").fill(stamp);
  await box.getByRole("button", { name: "Post" }).click();

  const comment = page.getByTestId("comment").filter({ hasText: words });
  await expect(comment).toBeVisible();
  await expect(comment.getByRole("button", { name: `Play from ${stamp}` })).toBeVisible();

  // Its avatar sits on the track page's waveform; hovering it shows the words.
  const marker = page.getByTestId("track-waveform").getByRole("button", { name: new RegExp(words) });
  await expect(marker).toHaveCount(1);
  await marker.hover();
  await expect(page.getByTestId("track-waveform").getByTestId("comment-card")).toContainText(words);

  // Clicking it plays the track from that moment.
  await marker.click();
  await expect(page.getByTestId("player-title")).toHaveText(track.name);
  await expect.poll(() => audioTime(page), { timeout: 8_000 }).toBeGreaterThan(at - 0.5);
  // The player's seek bar carries the same avatar.
  await expect(page.getByTestId("player-bar").getByRole("button", { name: new RegExp(words) })).toHaveCount(1);

  // Played from the start, the comment surfaces as the playhead passes it.
  await page.getByTestId("player-seekbar").focus();
  await page.keyboard.press("Home");
  // The clip may have ended meanwhile: start it again from there.
  const play = page.getByTestId("player-bar").getByRole("button", { name: "Play", exact: true });
  if (await play.isVisible()) await play.click();
  await expect(page.getByTestId("playhead-comment")).toContainText(words, { timeout: 20_000 });
  await shot(page, "playhead-comment");

  // A reply sits under it; the author may delete their own.
  await comment.getByRole("button", { name: "Reply" }).first().click();
  await comment.getByRole("textbox", { name: "Reply" }).fill("Agreed");
  await comment.getByRole("button", { name: "Reply" }).last().click();
  await expect(comment.getByTestId("comment").filter({ hasText: "Agreed" })).toBeVisible();

  await shoot(page, context, baseURL, "track-comments", `/track/${track.id}/x`, {
    open: async (p, path) => {
      await p.goto(path);
      await expect(p.getByTestId("comment").filter({ hasText: words })).toBeVisible();
      await p.getByTestId("track-waveform").getByTestId("comment-marker").first().hover();
    },
  });

  await shoot(page, context, baseURL, "track-comment-thread", `/track/${track.id}/x`, {
    fullPage: false,
    open: async (p, path) => {
      await p.goto(path);
      await p.getByTestId("comment").filter({ hasText: words }).scrollIntoViewIfNeeded();
      await p.getByTestId("comments").scrollIntoViewIfNeeded();
    },
  });

  // The full-screen player has the box too, at the playhead.
  await page.goto(`/track/${track.id}/x`);
  await page
    .getByTestId("track-waveform")
    .getByRole("button", { name: new RegExp(words) })
    .click();
  await page.getByRole("button", { name: "Open full-screen player" }).click();
  await expect(page.getByTestId("player-comment-box")).toBeVisible();
  await shot(page, "fullscreen-comment-box");
  await page.keyboard.press("Escape");

  await comment.getByTestId("comment").filter({ hasText: "Agreed" }).getByRole("button", { name: "Delete" }).click();
  await expect(comment.getByTestId("comment")).toHaveCount(0);
});
