import { beforeAll, expect, mock, test } from "bun:test";
import type { BootstrapData } from "@backbeat/api/types";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// The kit's styled components need the vanilla-extract build; plain stand-ins are enough here.
function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return <a href={href}>{children}</a>;
}
mock.module("@backbeat/ui", () => ({ ButtonLink }));
mock.module("./auth.css.ts", () => ({ noAccess: "no-access", noAccessTitle: "title", lead: "lead" }));

let guards: typeof import("./guards.tsx");
let store: typeof import("@/lib/bootstrap.ts");

function bootstrap(permissions: string[] | null): BootstrapData {
  return {
    user:
      permissions === null
        ? null
        : {
            id: 1,
            name: "A",
            image: null,
            email: "a@example.com",
            email_verified_at: null,
            banned_at: null,
            timezone: "UTC",
            language: "en",
            roles: [],
            permissions: permissions.map((name) => ({ name, restrictions: [] })),
            subscriptions: [],
            unread_notifications_count: 0,
          },
    settings: { base_url: "" },
    guest_role: { id: 3, permissions: [{ name: "music.view", restrictions: [] }] },
    i18n: { language: "en", lines: {} },
  } as unknown as BootstrapData;
}

beforeAll(async () => {
  guards = await import("./guards.tsx");
  store = await import("@/lib/bootstrap.ts");
});

test("the component guard renders its children for holders and the no-access view otherwise", () => {
  const { PermissionGuard } = guards;
  store.setBootstrap(bootstrap(["music.create"]));
  const allowed = renderToStaticMarkup(
    <PermissionGuard permission="music.create">
      <p>upload form</p>
    </PermissionGuard>,
  );
  expect(allowed).toBe("<p>upload form</p>");

  store.setBootstrap(bootstrap(["music.view"]));
  const refused = renderToStaticMarkup(
    <PermissionGuard permission="music.create">
      <p>upload form</p>
    </PermissionGuard>,
  );
  expect(refused).not.toContain("upload form");
  expect(refused).toContain('data-testid="no-access"');
  expect(refused).toContain("You don&#x27;t have access to this");

  // Admin passes; guests use the guest role; a custom fallback replaces the view.
  store.setBootstrap(bootstrap(["admin"]));
  expect(renderToStaticMarkup(<PermissionGuard permission="settings.update">ok</PermissionGuard>)).toBe("ok");
  store.setBootstrap(bootstrap(null));
  expect(renderToStaticMarkup(<PermissionGuard permission="music.view">ok</PermissionGuard>)).toBe("ok");
  expect(
    renderToStaticMarkup(
      <PermissionGuard permission="music.create" fallback={<span>nope</span>}>
        ok
      </PermissionGuard>,
    ),
  ).toBe("<span>nope</span>");
});
