import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, newMember, test, unique } from "../../fixtures.ts";
import { e2ePort } from "../../settings.ts";
import { createPlaylist, createWorkspace } from "./steps.ts";

/** The join link of the newest invite mailed to an address (the server has no SMTP here: mail lands in its outbox). */
async function joinPath(to: string): Promise<string | null> {
  const outbox = join(process.cwd(), ".artifacts", `data-${e2ePort}`, "outbox");
  const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const mail = JSON.parse(await readFile(join(outbox, file), "utf8")) as { to: string; text: string };
    if (mail.to !== to) continue;
    return mail.text.match(/\/workspace\/join\/[A-Za-z0-9_-]{32}/)?.[0] ?? null;
  }
  return null;
}

test("a label creates a workspace, invites a teammate by e-mail, who joins from the link and sees the shared playlist", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const owner = await newMember(browser, baseURL, "label-owner");
  const mate = await newMember(browser, baseURL, "label-mate");
  const outsider = await newMember(browser, baseURL, "outsider");
  const workspace = `Night Shift ${unique()}`;
  try {
    // Create: the new workspace becomes the active one.
    await createWorkspace(owner.page, workspace);
    await expect(owner.page.getByTestId("active-workspace")).toHaveText(workspace);
    const workspaceUrl = owner.page.url();

    // A playlist made while the workspace is active belongs to it.
    await createPlaylist(owner.page, "Label picks");

    // Invite the teammate; inviting again someone already in it is a field error.
    await owner.page.goto(workspaceUrl);
    const invite = owner.page.getByTestId("invite-form");
    await invite.getByLabel("Email").fill(mate.email);
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(owner.page.getByTestId("workspace-invites")).toContainText(mate.email);
    await invite.getByLabel("Email").fill(owner.email);
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(invite.getByText("This user is already a member of this workspace.")).toBeVisible();

    await expect.poll(() => joinPath(mate.email)).not.toBeNull();
    const link = (await joinPath(mate.email)) as string;

    // Someone else holding the link is told it is not valid for them.
    await outsider.page.goto(link);
    await expect(outsider.page.getByTestId("invite-invalid")).toContainText("This invite is no longer valid");

    // The teammate joins from the e-mail's link and lands in the workspace with its playlist.
    await mate.page.goto(link);
    await expect(mate.page.getByTestId("join-workspace")).toContainText(workspace);
    await mate.page.getByRole("button", { name: "Join workspace" }).click();
    await expect(mate.page.getByText("Joined workspace").first()).toBeVisible();
    await expect(mate.page.getByTestId("workspace-page")).toBeVisible();
    await expect(mate.page.getByTestId("active-workspace")).toHaveText(workspace);
    await expect(mate.page.getByTestId("workspace-members")).toContainText(owner.email);
    const shared = mate.page.getByTestId("workspace-playlists");
    await expect(shared).toContainText("Label picks");
    await shared.getByRole("link", { name: "Open" }).click();
    await expect(mate.page.getByRole("heading", { level: 1 })).toHaveText("Label picks");

    // The link is used up.
    await mate.page.goto(link);
    await expect(mate.page.getByTestId("invite-invalid")).toContainText("This invite is no longer valid");

    // Screens for review only, when asked for.
    if (process.env.SHOTS_DIR) {
      for (const [page, name, path] of [
        [mate.page, "workspace", new URL(workspaceUrl).pathname],
        [owner.page, "workspaces", "/workspaces"],
        [owner.page, "join", link],
      ] as const) {
        for (const size of [
          { name: "desktop", width: 1366, height: 900 },
          { name: "mobile", width: 390, height: 844 },
        ]) {
          for (const scheme of ["light", "dark"]) {
            await page.context().addCookies([{ name: "theme", value: scheme, url: baseURL ?? "" }]);
            await page.setViewportSize(size);
            await page.goto(path);
            await page.waitForLoadState("networkidle");
            await page.screenshot({
              path: `${process.env.SHOTS_DIR}/workspaces/${name}-${scheme}-${size.name}.png`,
              fullPage: true,
            });
          }
        }
      }
    }
  } finally {
    // Only this test's own users and workspace were made: nothing global changed.
    await owner.context.close();
    await mate.context.close();
    await outsider.context.close();
  }
});
