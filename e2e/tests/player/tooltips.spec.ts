import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { playAlbum, signUpListener } from "./helpers.ts";

/**
 * docs/spec/1-platform-foundation.md §4 and §9: every icon-only control explains itself with the kit's tooltip (1500 ms delay,
 * 500 ms hide grace, Escape closes) and has an accessible name. The kit's IconButton marks its
 * button with `data-icon-button` and always wraps it in a tooltip trigger, so a button without
 * visible text must carry that mark.
 */
interface Offender {
  html: string;
  name: string;
  iconButton: boolean;
}

/** Buttons with no visible text, each with its accessible name and whether the kit built it. */
async function iconOnlyButtons(page: Page): Promise<{ total: number; offenders: Offender[] }> {
  return page.evaluate(() => {
    const nameOf = (el: Element): string => {
      const label = el.getAttribute("aria-label")?.trim();
      if (label) return label;
      const ids = el.getAttribute("aria-labelledby")?.split(/\s+/).filter(Boolean) ?? [];
      const byIds = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? "").join(" ");
      if (byIds.trim()) return byIds.trim();
      return el.getAttribute("title")?.trim() ?? "";
    };
    const buttons = [...document.querySelectorAll("button, [role=button]")];
    const iconOnly = buttons.filter((el) => !(el.textContent ?? "").replace(/\s+/g, ""));
    const offenders = iconOnly
      .map((el) => ({
        html: el.outerHTML.slice(0, 160),
        name: nameOf(el),
        iconButton: el.hasAttribute("data-icon-button"),
      }))
      .filter((b) => !b.name || !b.iconButton);
    return { total: iconOnly.length, offenders };
  });
}

async function expectEveryIconButtonExplained(page: Page, screen: string) {
  const { total, offenders } = await iconOnlyButtons(page);
  expect(total, `${screen}: icon-only controls found`).toBeGreaterThan(0);
  expect(offenders, `${screen}: icon-only controls without a name or a tooltip`).toEqual([]);
}

test("every icon-only control on the listener's screens has a name and a tooltip", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpListener(page, "tooltips");

  await page.goto("/");
  await expect(page.getByTestId("album-card").first()).toBeVisible({ timeout: 15_000 });
  await expectEveryIconButtonExplained(page, "home");

  await playAlbum(page, 1);
  await expect(page.getByTestId("track-row").first()).toBeVisible();
  await expectEveryIconButtonExplained(page, "album");

  await page.getByTestId("player-queue-toggle").click();
  await expect(page.getByTestId("queue-item").first()).toBeVisible();
  await expectEveryIconButtonExplained(page, "album with the queue open");
  await page.getByTestId("player-queue-toggle").click();

  await page.goto("/playlist/1/x");
  await expect(page.getByTestId("playlist-page")).toBeVisible();
  await expectEveryIconButtonExplained(page, "playlist");

  await page.goto("/library");
  await expect(page.getByText("Liked songs").first()).toBeVisible();
  await expectEveryIconButtonExplained(page, "library");

  await playAlbum(page, 2);
  await page.getByRole("button", { name: "Full screen" }).click();
  await expect(page.getByTestId("fullscreen-player")).toBeVisible();
  await expectEveryIconButtonExplained(page, "full-screen player");
});

test("a player control shows its tooltip after 1500 ms, hides it 500 ms after leaving, and Escape closes it", async ({
  page,
}) => {
  // Nothing plays here: timings are read in the page, so a busy test runner cannot blur them.
  await page.goto("/album/1/artist/album");
  await expect(page.getByTestId("album-page")).toBeVisible();
  await page.mouse.move(0, 0);
  const shuffle = page.getByTestId("player-shuffle");
  await expect(shuffle).toBeEnabled();
  await page.evaluate(() => {
    const w = window as unknown as { tt: Record<string, number> };
    w.tt = {};
    const button = document.querySelector('[data-testid="player-shuffle"]');
    button?.addEventListener("pointerenter", () => {
      w.tt.enter ??= performance.now();
    });
    button?.addEventListener("pointerleave", () => {
      w.tt.leave ??= performance.now();
    });
    new MutationObserver(() => {
      const open = document.querySelector('[role="tooltip"]');
      if (open) w.tt.shown ??= performance.now();
      else if (w.tt.shown && w.tt.leave) w.tt.hidden ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const times = () =>
    page.evaluate(() => {
      const { tt } = window as unknown as { tt: Record<string, number> };
      return {
        enter: tt.enter ?? Number.NaN,
        shown: tt.shown ?? Number.NaN,
        leave: tt.leave ?? Number.NaN,
        hidden: tt.hidden ?? Number.NaN,
      };
    });

  const tooltip = page.getByRole("tooltip");
  await shuffle.hover();
  await expect(tooltip).toHaveText("Shuffle", { timeout: 5_000 });
  const shown = await times();
  expect(shown.shown - shown.enter).toBeGreaterThanOrEqual(1500);
  expect(shown.shown - shown.enter).toBeLessThan(2500);
  await expect(shuffle).toHaveAttribute("aria-describedby", (await tooltip.getAttribute("id")) ?? "missing");
  const [trigger, box] = [await shuffle.boundingBox(), await tooltip.boundingBox()];
  if (!trigger || !box) throw new Error("no layout");
  // Above the bar's control, 10 px away.
  expect(Math.round(trigger.y - (box.y + box.height))).toBe(10);

  // Leaving: it stays for the 500 ms grace (then a 125 ms fade), then it is gone.
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0, { timeout: 3_000 });
  const left = await times();
  expect(left.hidden - left.leave).toBeGreaterThanOrEqual(500);
  expect(left.hidden - left.leave).toBeLessThan(1500);

  // Another control, once the warm-up has passed: its own label; Escape closes it.
  await page.waitForTimeout(700);
  await page.getByTestId("player-queue-toggle").hover();
  await expect(tooltip).toHaveText("Queue", { timeout: 5_000 });
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);

  // The back arrow in the top bar opens its tooltip below it.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(700);
  const back = page.getByRole("button", { name: "Go back" });
  await back.hover();
  await expect(tooltip).toHaveText("Go back", { timeout: 5_000 });
  const [b, tb] = [await back.boundingBox(), await tooltip.boundingBox()];
  if (!b || !tb) throw new Error("no layout");
  expect(Math.round(tb.y - (b.y + b.height))).toBe(10);
});

/** Hovers each icon-only control of the player bar and reads the kit tooltip it opens. */
async function expectPlayerBarTooltips(page: Page, state: string) {
  const bar = page.getByTestId("player-bar");
  const { offenders } = await iconOnlyButtons(page);
  expect(offenders, `player bar, ${state}: icon-only controls without a name or a tooltip`).toEqual([]);
  const controls = bar.locator("button[data-icon-button], [role=button][data-icon-button]");
  const count = await controls.count();
  expect(count, `player bar, ${state}: icon-only controls`).toBeGreaterThan(5);
  // Tooltips of controls pressed a moment ago may still be fading out.
  const tooltip = page.locator('[role="tooltip"]:not([data-exiting])');
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const name = (await control.getAttribute("aria-label")) ?? "";
    expect(name, `player bar, ${state}: control ${i} has a name`).not.toBe("");
    // Once one tooltip has shown, the next opens as soon as the pointer reaches its control.
    await control.hover();
    await expect(tooltip, `player bar, ${state}: the tooltip of "${name}"`).toHaveText(name, { timeout: 4_000 });
  }
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0, { timeout: 3_000 });
}

test("the player bar explains every icon-only control in every state: empty, playing, paused, toggled, queue open", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpListener(page, "bar-tooltips");
  await page.goto("/album/1/artist/album");
  await expect(page.getByTestId("album-page")).toBeVisible();
  await page.mouse.move(0, 0);
  // Nothing picked yet: lyrics and full screen cannot act, but still say what they are for.
  await expect(page.getByRole("button", { name: "Lyrics" })).toBeDisabled();
  await expectPlayerBarTooltips(page, "empty");
  // Hoverable for its tooltip, yet a press does nothing.
  await page.getByRole("button", { name: "Full screen" }).click({ force: true });
  await expect(page.getByTestId("fullscreen-player")).toHaveCount(0);

  await page.getByTestId("big-play").click();
  await expect(page.getByTestId("player-title")).not.toHaveText("");
  await expectPlayerBarTooltips(page, "playing");

  await page.getByTestId("player-toggle").click();
  await expect(page.getByTestId("player-toggle")).toHaveAttribute("aria-label", "Play");
  await page.getByTestId("player-shuffle").click();
  await page.getByTestId("player-repeat").click();
  await page.getByTestId("player-mute").click();
  await page.getByTestId("player-levelling").click();
  await expectPlayerBarTooltips(page, "paused, shuffled, repeating, muted, levelling off");

  // The levelling control says what it does, not only its feature's name.
  await expect(page.getByTestId("player-levelling")).toHaveAccessibleName("Level volume between tracks");

  await page.getByTestId("player-queue-toggle").click();
  await expect(page.getByTestId("queue-panel")).toBeVisible();
  await expectPlayerBarTooltips(page, "queue open");
});

test("the sidebar's create-playlist button shows its tooltip", async ({ page }) => {
  await signUpListener(page, "plus-tooltip");
  await page.goto("/library");
  await page.mouse.move(0, 0);
  const plus = page.getByTestId("create-playlist");
  await expect(plus).toHaveAttribute("data-icon-button", "");
  await plus.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Create playlist", { timeout: 5_000 });
});
