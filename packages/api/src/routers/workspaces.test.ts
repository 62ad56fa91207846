import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  INVALID_INVITE,
  isDomainError,
  MAX_PENDING_INVITES,
  settleBackground,
  WORKSPACE_NAME_MAX,
  zodFieldErrors,
} from "@backbeat/core";
import { workspacesRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { type SmtpCapture, startSmtpCapture } from "@backbeat/test-support/smtp";
import { createApiContext } from "../context.ts";
import { statusOf } from "../testing/admin-matrix.ts";
import { createHarness, type Harness, mailOverSmtp, registeredClient, type TestClient } from "../testing/harness.ts";
import { createCallerFactory } from "../trpc.ts";
import { appRouter } from "./index.ts";

const createCaller = createCallerFactory(appRouter);

/** The invite id in the newest mail to an address (quoted-printable soft breaks undone). */
function joinLinkId(smtp: SmtpCapture, to: string): string {
  const mail = [...smtp.received].reverse().find((m) => m.to.includes(to));
  const raw = (mail?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const id = raw.match(/http:\/\/backbeat\.test\/workspace\/join\/([A-Za-z0-9_-]{32})/)?.[1];
  if (!id) throw new Error(`no join link mailed to ${to}`);
  return id;
}

/** The field errors a call is refused with (a rejected input or a core validation error). */
async function fieldErrors(call: Promise<unknown>): Promise<Record<string, string[]> | null> {
  try {
    await call;
    return null;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return zodFieldErrors(cause) ?? (isDomainError(cause) ? (cause.fields ?? null) : null);
  }
}

for (const kind of testDatabaseKinds) {
  describe(`workspaces on ${kind}`, () => {
    let h: Harness;
    let smtp: SmtpCapture;
    let owner: Awaited<ReturnType<typeof registeredClient>>;
    let bob: Awaited<ReturnType<typeof registeredClient>>;
    let carol: Awaited<ReturnType<typeof registeredClient>>;

    async function as(client: TestClient | null, workspaceId?: number) {
      const headers: Record<string, string> = {};
      const session = client?.cookies.get("backbeat_session");
      if (session) headers.cookie = `backbeat_session=${session}`;
      if (workspaceId !== undefined) headers["x-workspace-id"] = String(workspaceId);
      const request = new Request("http://backbeat.test/trpc", { headers });
      return createCaller(await createApiContext(h.services, request, { ip: null }));
    }

    beforeAll(async () => {
      h = await createHarness(kind);
      smtp = startSmtpCapture();
      mailOverSmtp(h, await smtp.ready);
      owner = await registeredClient(h, "owner@example.com");
      bob = await registeredClient(h, "bob@example.com");
      carol = await registeredClient(h, "carol@example.com");
    }, 120_000);
    afterAll(async () => {
      await smtp.stop();
      await h.close();
    });

    test("create, list (the default workspace first), rename; names are bounded", async () => {
      const o = await as(owner.client);
      const { workspace } = await o.workspaces.create({ name: "  Night Shift Records " });
      expect(workspace).toMatchObject({ name: "Night Shift Records", members_count: 1, role: "owner" });
      const { workspaces } = await o.workspaces.list();
      expect(workspaces[0]).toEqual({ id: 0, name: "Default", members_count: 1, role: "owner" });
      expect(workspaces.map((w) => w.id)).toContain(workspace.id);
      await o.workspaces.rename({ id: workspace.id, name: "Night Shift" });
      expect((await o.workspaces.get({ id: workspace.id })).workspace.name).toBe("Night Shift");
      expect(await fieldErrors(o.workspaces.create({ name: "" }))).toEqual({ name: ["The name field is required."] });
      expect(await fieldErrors(o.workspaces.create({ name: "x".repeat(WORKSPACE_NAME_MAX + 1) }))).toEqual({
        name: [`The name may not be greater than ${WORKSPACE_NAME_MAX} characters.`],
      });
      expect(await fieldErrors(o.workspaces.create({ name: "a\u0000b" }))).toEqual({
        name: ["The name may not contain control characters."],
      });
      expect(await fieldErrors(o.workspaces.rename({ id: workspace.id, name: " " }))).toEqual({
        name: ["The name field is required."],
      });
      expect(await statusOf((await as(null)).workspaces.create({ name: "Guests" }))).toBe(401);
    });

    test("invite by e-mail over SMTP, join from the link, decline, and every refusal of the spec", async () => {
      const o = await as(owner.client);
      const { workspace } = await o.workspaces.create({ name: "Label Team" });

      await o.workspaces.invite({ workspaceId: workspace.id, email: "Bob@Example.com", role: "editor" });
      const mail = smtp.received.at(-1);
      expect(mail?.to.map((t) => t.toLowerCase())).toEqual(["bob@example.com"]);
      expect(mail?.raw).toContain("invited you to join Label Team on Backbeat");
      const inviteId = joinLinkId(smtp, mail?.to[0] ?? "");
      // Bob has an account: he is also told in the app, with the invite to join or decline.
      await settleBackground(h.services);
      const told = await h.services.db
        .selectFrom("notifications")
        .select(["type", "data"])
        .where("user_id", "=", bob.userId)
        .execute();
      expect(told.map((n) => [n.type, (n.data as { inviteId?: string }).inviteId])).toEqual([
        ["workspace_invite", inviteId],
      ]);

      // Someone else holding the link cannot use it, nor decline it.
      const foreign = await carol.client.call("GET", `api/v1/workspace/join/${inviteId}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(INVALID_INVITE);
      expect((await carol.client.call("DELETE", `api/v1/workspace/invite/${inviteId}`)).status).toBe(404);
      expect((await h.client().call("GET", `api/v1/workspace/join/${inviteId}`)).status).toBe(401);
      expect((await bob.client.call("GET", "api/v1/workspace/join/not-an-invite")).body.message).toBe(INVALID_INVITE);

      // The invitee's preview, then the spec's GET workspace/join/{inviteId}.
      const preview = await (await as(null)).workspaces.invitePreview({ inviteId });
      expect(preview.invite).toMatchObject({ workspace_name: "Label Team", has_account: true });
      const joined = await bob.client.call("GET", `api/v1/workspace/join/${inviteId}`);
      expect(joined.status).toBe(200);
      expect(joined.body.workspace).toMatchObject({ id: workspace.id, members_count: 2, role: "editor" });
      // The answer is kept on Bob's notification: read, no buttons left, the outcome for every tab.
      const answered = await (await as(bob.client)).notifications.list();
      const item = answered.notifications.find((n) => n.data.inviteId === inviteId);
      expect(item?.read_at).not.toBeNull();
      expect(item?.data.inviteAnswer).toBe("joined");
      expect(item?.data.buttonActions).toBeUndefined();
      // Used up: a second join is no longer valid.
      expect((await bob.client.call("GET", `api/v1/workspace/join/${inviteId}`)).body.message).toBe(INVALID_INVITE);

      // Inviting someone already in it is a field error.
      expect(await fieldErrors(o.workspaces.invite({ workspaceId: workspace.id, email: "BOB@example.com" }))).toEqual({
        email: ["This user is already a member of this workspace."],
      });
      expect(await statusOf(o.workspaces.invite({ workspaceId: workspace.id, email: "bob@example.com" }))).toBe(422);

      // Decline: the spec's DELETE workspace/invite/{inviteId}; afterwards it is gone.
      await o.workspaces.invite({ workspaceId: workspace.id, email: "carol@example.com", role: "viewer" });
      const carolInvite = joinLinkId(smtp, "carol@example.com");
      await settleBackground(h.services);
      expect((await carol.client.call("DELETE", `api/v1/workspace/invite/${carolInvite}`)).status).toBe(200);
      expect((await carol.client.call("GET", `api/v1/workspace/join/${carolInvite}`)).status).toBe(404);
      const carolItems = (await (await as(carol.client)).notifications.list()).notifications;
      expect(carolItems.find((n) => n.data.inviteId === carolInvite)?.data.inviteAnswer).toBe("declined");

      // An expired invite is no longer valid.
      await o.workspaces.invite({ workspaceId: workspace.id, email: "carol@example.com", role: "viewer" });
      const expired = joinLinkId(smtp, "carol@example.com");
      await h.services.db
        .updateTable("workspace_invites")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("id", "=", expired)
        .execute();
      const late = await carol.client.call("GET", `api/v1/workspace/join/${expired}`);
      expect(late.status).toBe(404);
      expect(late.body.message).toBe(INVALID_INVITE);
      expect(await statusOf((await as(null)).workspaces.invitePreview({ inviteId: expired }))).toBe(404);
    });

    test("roles: owner, admin, editor, viewer, outsider and guest on every procedure", async () => {
      const o = await as(owner.client);
      const { workspace } = await o.workspaces.create({ name: "Matrix" });
      const id = workspace.id;
      await workspacesRepo.addMember(h.services.db, id, bob.userId, "viewer");
      const b = await as(bob.client);
      const c = await as(carol.client);
      const g = await as(null);

      // A viewer sees the workspace and its members, but not its invites, and changes nothing.
      const seen = await b.workspaces.get({ id });
      expect(seen.members.map((m) => m.role).sort()).toEqual(["owner", "viewer"]);
      expect(seen.invites).toEqual([]);
      expect(await statusOf(b.workspaces.rename({ id, name: "Mine" }))).toBe(403);
      expect(await statusOf(b.workspaces.invite({ workspaceId: id, email: "x@example.com" }))).toBe(403);
      expect(await statusOf(b.workspaces.changeRole({ workspaceId: id, userId: bob.userId, role: "admin" }))).toBe(403);
      expect(await statusOf(b.workspaces.removeMember({ workspaceId: id, userId: owner.userId }))).toBe(403);
      expect(await statusOf(b.workspaces.delete({ id }))).toBe(403);

      // An outsider learns nothing (404); a guest is asked to sign in (401).
      for (const call of [
        () => c.workspaces.get({ id }),
        () => c.workspaces.rename({ id, name: "Taken" }),
        () => c.workspaces.invite({ workspaceId: id, email: "y@example.com" }),
        () => c.workspaces.changeRole({ workspaceId: id, userId: bob.userId, role: "admin" }),
        () => c.workspaces.removeMember({ workspaceId: id, userId: bob.userId }),
        () => c.workspaces.leave({ id }),
        () => c.workspaces.delete({ id }),
      ])
        expect(await statusOf(call())).toBe(404);
      for (const call of [
        () => g.workspaces.list(),
        () => g.workspaces.get({ id }),
        () => g.workspaces.rename({ id, name: "Taken" }),
        () => g.workspaces.delete({ id }),
        () => g.workspaces.join({ inviteId: "x".repeat(32) }),
        () => g.workspaces.decline({ inviteId: "x".repeat(32) }),
      ])
        expect(await statusOf(call())).toBe(401);

      // The owner makes Bob an admin: he may now rename, invite and manage roles, never the owner's.
      await o.workspaces.changeRole({ workspaceId: id, userId: bob.userId, role: "admin" });
      await b.workspaces.rename({ id, name: "Matrix Team" });
      const { invite } = await b.workspaces.invite({ workspaceId: id, email: "dora@example.com" });
      expect((await b.workspaces.get({ id })).invites.map((i) => i.email)).toEqual(["dora@example.com"]);
      await b.workspaces.cancelInvite({ workspaceId: id, inviteId: invite.id });
      expect((await b.workspaces.get({ id })).invites).toEqual([]);
      expect(await statusOf(b.workspaces.changeRole({ workspaceId: id, userId: owner.userId, role: "viewer" }))).toBe(
        403,
      );
      expect(await statusOf(b.workspaces.removeMember({ workspaceId: id, userId: owner.userId }))).toBe(403);
      expect(await statusOf(b.workspaces.delete({ id }))).toBe(403);
      expect(await statusOf(o.workspaces.leave({ id }))).toBe(403);

      // Leaving and removal.
      await b.workspaces.leave({ id });
      expect(await statusOf(b.workspaces.get({ id }))).toBe(404);
      await workspacesRepo.addMember(h.services.db, id, bob.userId, "editor");
      await o.workspaces.removeMember({ workspaceId: id, userId: bob.userId });
      expect((await b.workspaces.list()).workspaces.map((w) => w.id)).not.toContain(id);

      // Only the owner deletes.
      await o.workspaces.delete({ id });
      expect(await statusOf(o.workspaces.get({ id }))).toBe(404);
    });

    test("with registration disabled, only a live invite to that address opens it", async () => {
      const o = await as(owner.client);
      const { workspace } = await o.workspaces.create({ name: "Closed doors" });
      await o.workspaces.invite({ workspaceId: workspace.id, email: "newcomer@example.com" });
      const inviteId = joinLinkId(smtp, "newcomer@example.com");
      await h.services.settings.save([{ name: "registration.disable", value: true, private: false }]);
      try {
        const form = { password: "correct horse battery", password_confirmation: "correct horse battery" };
        const register = (email: string, invite_id?: string) =>
          h.client().call("POST", "auth/register", { ...form, email, invite_id, invite_type: "workspace" });
        expect((await register("newcomer@example.com")).status).toBe(403);
        expect((await register("newcomer@example.com", "x".repeat(32))).status).toBe(403);
        expect((await register("stranger@example.com", inviteId)).status).toBe(403);
        const joined = await register("newcomer@example.com", inviteId);
        expect(joined.status).toBe(200);
      } finally {
        await h.services.settings.save([{ name: "registration.disable", value: false, private: false }]);
      }
    });

    test("limits: pending invites per workspace", async () => {
      const o = await as(owner.client);
      const { workspace } = await o.workspaces.create({ name: "Busy" });
      for (let i = 0; i < MAX_PENDING_INVITES; i++) {
        await workspacesRepo.replaceInvite(h.services.db, {
          id: `limit${String(i).padStart(27, "0")}`,
          workspace_id: workspace.id,
          email: `fan${i}@example.com`,
          role: "viewer",
          invited_by: owner.userId,
          expires_at: new Date(Date.now() + 86_400_000),
        });
      }
      expect(
        await fieldErrors(o.workspaces.invite({ workspaceId: workspace.id, email: "one-more@example.com" })),
      ).toEqual({
        email: [`A workspace can have at most ${MAX_PENDING_INVITES} pending invites.`],
      });
      // Re-sending to someone already invited is not a new invite.
      await o.workspaces.invite({ workspaceId: workspace.id, email: "fan3@example.com" });
    });

    test("a workspace owns shared playlists: members see them, editors edit, viewers only play", async () => {
      const o = await as(owner.client);
      const { workspace } = await o.workspaces.create({ name: "Playlists" });
      const id = workspace.id;
      await workspacesRepo.addMember(h.services.db, id, bob.userId, "editor");
      await workspacesRepo.addMember(h.services.db, id, carol.userId, "viewer");

      const created = await (await as(owner.client, id)).playlists.create({ name: "Label picks", public: false });
      const personal = await o.playlists.create({ name: "Only mine", public: false });

      // In the workspace, the library lists the workspace's playlists, for every member.
      const bobLibrary = await (await as(bob.client, id)).library.playlists();
      expect(bobLibrary.items.map((p) => p.name)).toEqual(["Label picks"]);
      const carolLibrary = await (await as(carol.client, id)).library.playlists();
      expect(carolLibrary.items.map((p) => p.name)).toEqual(["Label picks"]);
      // The personal space is unchanged.
      expect((await o.library.playlists()).items.map((p) => p.name)).toContain("Only mine");

      const b = await as(bob.client);
      const c = await as(carol.client);
      expect((await b.playlists.get({ id: created.id })).playlist).toMatchObject({ can_edit: true, workspace_id: id });
      await b.playlists.update({ id: created.id, name: "Label picks, autumn" });
      expect((await c.playlists.get({ id: created.id })).playlist.can_edit).toBe(false);
      expect(await statusOf(c.playlists.update({ id: created.id, name: "Viewer edit" }))).toBe(403);
      expect(await statusOf(c.playlists.get({ id: personal.id }))).toBe(404);
      // Editors edit; only admins and the owner delete.
      expect(await statusOf(b.playlists.delete({ id: created.id }))).toBe(403);
      // A viewer cannot create in the workspace; an outsider cannot even name it.
      expect(await statusOf((await as(carol.client, id)).playlists.create({ name: "Nope" }))).toBe(403);
      const dora = await registeredClient(h, "dora@example.com");
      expect(await statusOf((await as(dora.client, id)).library.playlists())).toBe(404);
      expect(await statusOf((await as(dora.client, id)).playlists.create({ name: "Sneaky" }))).toBe(404);
      expect(await statusOf((await as(dora.client)).playlists.get({ id: created.id }))).toBe(404);

      // Deleting the workspace gives its playlists back to whoever made them.
      await o.workspaces.delete({ id });
      expect((await o.playlists.get({ id: created.id })).playlist.workspace_id).toBeNull();
      expect(await statusOf(b.playlists.get({ id: created.id }))).toBe(404);
    });
  });
}
