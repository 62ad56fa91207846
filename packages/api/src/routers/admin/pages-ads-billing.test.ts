import { describe, expect, test } from "bun:test";
import { loadViewer, storeUpload } from "@backbeat/core";
import { billingRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { ADMIN_ONLY, fieldErrorsOf, matrixSuite, statusOf } from "../../testing/admin-matrix.ts";
import { ADMIN, registeredClient } from "../../testing/harness.ts";

const page = (title: string, slug = "", body = "<p>Hello</p>") => ({
  title,
  slug,
  body,
  meta_title: "",
  meta_description: "",
  set_seo: false,
  hide_nav: false,
});

type PriceRow = { amount: string; currency: "USD" | "EUR"; interval: "day" | "month" | "year" };
const plan = (name: string, prices: PriceRow[] = [{ amount: "9.99", currency: "USD", interval: "month" }]) => ({
  name,
  description: "",
  feature_list: ["Offline listening", "No ads"],
  recommended: false,
  free: false,
  hidden: false,
  position: 0,
  prices: prices.map((p) => ({ ...p, interval_count: 1, sendowl_id: "" })),
});

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

const ad = {
  slot: "general_top" as const,
  enabled: true,
  kind: "image" as const,
  code: "",
  image: "https://ads.example.com/banner.png",
  link: "https://example.com",
  description: "Spring campaign",
};

const expected = ADMIN_ONLY;

for (const kind of testDatabaseKinds) {
  describe(`admin custom pages, ads and plans on ${kind}`, () => {
    const m = matrixSuite(kind);

    test("every custom page call: admin 200, admin.access only 403, listener 403, guest 401", async () => {
      const own = await m.callers.admin.admin.pages.create(page("Matrix page"));
      for (const who of ["guest", "listener", "staff", "admin"] as const) {
        const c = m.callers[who];
        expect(await statusOf(c.admin.pages.create(page(`Made by ${who}`))), who).toBe(expected[who]);
        expect(await statusOf(c.admin.pages.update({ id: own.id, ...page(`Edited by ${who}`) })), who).toBe(
          expected[who],
        );
        expect(await statusOf(c.admin.pages.get({ id: own.id })), who).toBe(expected[who]);
        expect(await statusOf(c.admin.pages.preview({ body: "<b>x</b>" })), who).toBe(expected[who]);
        expect(await statusOf(c.admin.datatable.list({ resource: "custom_pages" })), who).toBe(expected[who]);
      }
      const made = await m.callers.admin.admin.pages.create(page("To delete"));
      for (const who of ["guest", "listener", "staff", "admin"] as const)
        expect(
          await statusOf(m.callers[who].admin.datatable.delete({ resource: "custom_pages", ids: [made.id] })),
          who,
        ).toBe(expected[who]);
      expect((await m.h.client().call("GET", `api/v1/custom-pages/${made.id}`)).status).toBe(404);
      expect((await m.callers.admin.admin.pages.get({ id: own.id })).title).toBe("Edited by admin");
    });

    test("bodies are sanitized: scripts, handlers and javascript: URLs go, formatting stays", async () => {
      const dirty = [
        "<h2>Terms</h2><p>Read <strong>this</strong> <em>first</em>.</p>",
        "<script>alert(1)</script>",
        '<img src="https://cdn.example.com/a.png" alt="A" onerror="alert(2)">',
        '<img src="data:image/png;base64,AAAA"><img src="http://plain.example.com/x.png">',
        '<a href="javascript:alert(3)">bad</a> <a href="https://example.com" target="_blank" onclick="x()">good</a>',
        '<iframe src="https://evil.example.com"></iframe><style>body{display:none}</style>',
        '<table><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td>Free</td></tr></tbody></table>',
        '<ul><li>One</li></ul><p style="position:fixed">styled</p><img src="/api/v1/avatars/a.png" alt="own">',
      ].join("");
      const saved = await m.callers.admin.admin.pages.create(page("Sanitized", "", dirty));
      const body = saved.body;
      for (const gone of [
        "<script",
        "alert",
        "onerror",
        "onclick",
        "javascript:",
        "data:",
        "http://",
        "iframe",
        "<style",
        "style=",
      ])
        expect(body, gone).not.toContain(gone);
      expect(body).toContain("<h2>Terms</h2><p>Read <strong>this</strong> <em>first</em>.</p>");
      expect(body).toContain('<img src="https://cdn.example.com/a.png" alt="A" />');
      expect(body).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
      expect(body).toContain('<a rel="noopener noreferrer">bad</a>');
      expect(body).toContain('<th scope="col">Plan</th>');
      expect(body).toContain('<img src="/api/v1/avatars/a.png" alt="own" />');
      expect(body).toContain("<p>styled</p>");
      const preview = await m.callers.admin.admin.pages.preview({
        body: '<p onmouseover="x()">Hi<script>1</script></p>',
      });
      expect(preview.html).toBe("<p>Hi</p>");
    });

    test("slugs: made from the title, unique (422), never numeric; the public call finds id or slug", async () => {
      const about = await m.callers.admin.admin.pages.create(page("About Üs & Friends"));
      expect(about.slug).toBe("about-us-friends");
      expect(await fieldErrorsOf(m.callers.admin.admin.pages.create(page("Other", "about-us-friends")))).toEqual({
        slug: ["Another page already uses this slug."],
      });
      const other = await m.callers.admin.admin.pages.create(page("Other", "other-page"));
      expect(
        await fieldErrorsOf(m.callers.admin.admin.pages.update({ id: other.id, ...page("Other", about.slug) })),
      ).toEqual({ slug: ["Another page already uses this slug."] });
      expect(Object.keys(await fieldErrorsOf(m.callers.admin.admin.pages.create(page("Numbers", "2024"))))).toEqual([
        "slug",
      ]);
      expect(Object.keys(await fieldErrorsOf(m.callers.admin.admin.pages.create(page("Bad", "Not A Slug"))))).toEqual([
        "slug",
      ]);

      const guest = m.h.client();
      for (const key of [String(about.id), about.slug]) {
        const res = await guest.call("GET", `api/v1/custom-pages/${key}`);
        expect(res.status, key).toBe(200);
        expect(res.body.page).toMatchObject({ id: about.id, slug: about.slug, title: "About Üs & Friends" });
        expect(res.body.seo).toEqual({
          title: "About Üs & Friends",
          description: "Hello",
          url: `http://backbeat.test/pages/${about.id}/${about.slug}`,
        });
      }
      const missing = await guest.call("GET", "api/v1/custom-pages/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("This page does not exist.");
      expect((await guest.call("GET", "api/v1/custom-pages/999999")).status).toBe(404);
    });

    test("ad slots: settings.update only; saved as settings and published to the bootstrap data", async () => {
      for (const who of ["guest", "listener", "staff", "admin"] as const) {
        expect(await statusOf(m.callers[who].admin.ads.save(ad)), who).toBe(expected[who]);
        expect(await statusOf(m.callers[who].admin.ads.list()), who).toBe(expected[who]);
      }
      const slots = await m.callers.admin.admin.ads.list();
      expect(slots.map((s) => s.slot)).toEqual([
        "general_top",
        "general_bottom",
        "artist_top",
        "artist_bottom",
        "album_above",
      ]);
      expect(slots[0]?.config).toMatchObject({ enabled: true, kind: "image", description: "Spring campaign" });
      expect(slots[1]?.config.enabled).toBe(false);
      const snapshot = await m.h.services.settings.snapshot();
      expect((snapshot.public.ads as Record<string, { image: string }>).general_top?.image).toBe(ad.image);

      expect(await fieldErrorsOf(m.callers.admin.admin.ads.save({ ...ad, image: "javascript:alert(1)" }))).toEqual({
        image: ["Use an https address or an uploaded image."],
      });
      expect(await fieldErrorsOf(m.callers.admin.admin.ads.save({ ...ad, kind: "code", code: "" }))).toEqual({
        code: ["Paste the ad code, or turn the slot off."],
      });
    });

    test("an uploaded ad image is public only once a slot uses it (admins preview it before)", async () => {
      const admin = m.h.client();
      const login = await admin.call("POST", "auth/login", ADMIN);
      const stored = await storeUpload(
        m.h.services,
        await loadViewer(m.h.services.db, login.body.bootstrapData.user.id),
        {
          source: { blob: new Blob([PNG], { type: "image/png" }) },
          clientName: "banner.png",
          purpose: "ad",
        },
      );
      const path = `api/v1/ads/images/${stored.id}`;
      // An ad image is not served to the public just because it exists.
      expect((await m.h.client().call("GET", path)).status).toBe(404);
      expect((await admin.call("GET", path)).status).toBe(200);
      // Somebody else's upload is never an ad image, not even to the admin (security/image-purpose.test.ts).
      const own = await storeUpload(m.h.services, await loadViewer(m.h.services.db, m.listenerId), {
        source: { blob: new Blob([PNG], { type: "image/png" }) },
        clientName: "private.png",
      });
      expect((await admin.call("GET", `api/v1/ads/images/${own.id}`)).status).toBe(404);
      await m.callers.admin.admin.ads.save({ ...ad, slot: "artist_bottom", image: `/${path}` });
      const served = await m.h.client().call("GET", path);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect((await m.h.client().call("GET", "api/v1/ads/images/999999")).status).toBe(404);
      expect((await m.h.client().call("GET", "api/v1/ads/images/x")).status).toBe(422);
    });

    test("a plan that hides ads grants ads.hide to its subscribers only while the subscription lasts", async () => {
      const subscriber = await registeredClient(m.h, "adfree@example.com");
      const adFree = await m.callers.admin.admin.billing.createPlan({ ...plan("Ad-free"), hide_ads: true });
      expect(adFree.hide_ads).toBe(true);
      expect((await m.callers.admin.admin.billing.plan({ id: adFree.id })).hide_ads).toBe(true);
      const hidesAds = async () =>
        (await loadViewer(m.h.services.db, subscriber.userId)).permissions.some((p) => p.name === "ads.hide");
      expect(await hidesAds()).toBe(false);

      const subscriptionId = await billingRepo.insertSubscription(m.h.services.db, {
        user_id: subscriber.userId,
        product_id: adFree.id,
        price_id: adFree.prices[0]?.id ?? null,
        status: "active",
      });
      expect(await hidesAds()).toBe(true);
      const setSubscription = (status: string, endsAt: Date | null) =>
        m.h.services.db
          .updateTable("subscriptions")
          .set({ status, ends_at: endsAt })
          .where("id", "=", subscriptionId)
          .execute();
      // Cancelled with paid time left still counts; once that time is over, or expired, it does not.
      await setSubscription("cancelled", new Date(Date.now() + 86_400_000));
      expect(await hidesAds()).toBe(true);
      await setSubscription("cancelled", new Date(Date.now() - 1000));
      expect(await hidesAds()).toBe(false);
      await setSubscription("expired", null);
      expect(await hidesAds()).toBe(false);
      await setSubscription("active", null);
      expect(await hidesAds()).toBe(true);

      // The plan stops granting it for everyone on it when the admin switches it off.
      await m.callers.admin.admin.billing.updatePlan({
        id: adFree.id,
        plan: {
          ...plan("Ad-free"),
          prices: adFree.prices.map((p) => ({
            id: p.id,
            amount: (p.amount / 100).toFixed(2),
            currency: p.currency as "USD",
            interval: p.interval,
            interval_count: p.interval_count,
            sendowl_id: "",
          })),
          hide_ads: false,
        },
      });
      expect(await hidesAds()).toBe(false);
    });

    test("plans: plans.update matrix, prices in minor units, lists with prices; subscriptions listed", async () => {
      for (const who of ["guest", "listener", "staff", "admin"] as const)
        expect(await statusOf(m.callers[who].admin.billing.createPlan(plan(`Plan by ${who}`))), who).toBe(
          expected[who],
        );
      const pro = await m.callers.admin.admin.billing.createPlan(
        plan("Pro", [
          { amount: "9.99", currency: "USD", interval: "month" },
          { amount: "99", currency: "USD", interval: "year" },
        ]),
      );
      expect(pro.prices.map((p) => [p.amount, p.currency, p.interval])).toEqual([
        [999, "USD", "month"],
        [9900, "USD", "year"],
      ]);
      for (const who of ["guest", "listener", "staff", "admin"] as const) {
        expect(await statusOf(m.callers[who].admin.billing.plan({ id: pro.id })), who).toBe(expected[who]);
        expect(
          await statusOf(
            m.callers[who].admin.billing.updatePlan({ id: pro.id, plan: { ...plan("Pro"), prices: [], free: true } }),
          ),
          who,
        ).toBe(expected[who]);
        expect(await statusOf(m.callers[who].admin.datatable.list({ resource: "plans" })), who).toBe(expected[who]);
        expect(await statusOf(m.callers[who].admin.datatable.list({ resource: "subscriptions" })), who).toBe(
          expected[who],
        );
      }
      const spare = await m.callers.admin.admin.billing.createPlan(plan("Spare"));
      for (const who of ["guest", "listener", "staff", "admin"] as const)
        expect(await statusOf(m.callers[who].admin.datatable.delete({ resource: "plans", ids: [spare.id] })), who).toBe(
          expected[who],
        );
      expect(await statusOf(m.callers.admin.admin.billing.plan({ id: spare.id }))).toBe(404);
      expect(await fieldErrorsOf(m.callers.admin.admin.billing.createPlan(plan("Paid", [])))).toEqual({
        prices: ["Add a price, or mark the plan as free."],
      });
      expect(
        Object.keys(
          await fieldErrorsOf(
            m.callers.admin.admin.billing.createPlan(
              plan("Odd", [{ amount: "9.999", currency: "USD", interval: "month" }]),
            ),
          ),
        ),
      ).toEqual(["prices.0.amount"]);

      expect(
        await fieldErrorsOf(
          m.callers.admin.admin.billing.createPlan(
            plan("Negative", [{ amount: "-5", currency: "USD", interval: "month" }]),
          ),
        ),
      ).toEqual({ "prices.0.amount": ["The amount cannot be negative."] });
      expect(
        Object.keys(
          await fieldErrorsOf(
            m.callers.admin.admin.billing.createPlan(
              plan("Odd currency", [{ amount: "5", currency: "XYZ" as "USD", interval: "month" }]),
            ),
          ),
        ),
      ).toEqual(["prices.0.currency"]);

      // Editing keeps a price's id while nobody pays it; once someone does, a new amount makes a
      // new price and the subscriber keeps theirs; the plan cannot be deleted.
      const edited = await m.callers.admin.admin.billing.updatePlan({
        id: pro.id,
        plan: plan("Pro", [{ amount: "12.50", currency: "EUR", interval: "month" }]),
      });
      const [price] = edited.prices;
      expect(price).toMatchObject({ amount: 1250, currency: "EUR" });
      await billingRepo.insertSubscription(m.h.services.db, {
        user_id: m.listenerId,
        product_id: pro.id,
        price_id: price?.id ?? null,
        gateway: "stripe",
        gateway_id: "sub_123",
        status: "active",
        renews_at: new Date("2027-01-01T00:00:00Z"),
      });
      const kept = await m.callers.admin.admin.billing.updatePlan({
        id: pro.id,
        plan: {
          ...plan("Pro Plus"),
          prices: [
            { id: price?.id, amount: "13", currency: "EUR", interval: "month", interval_count: 1, sendowl_id: "" },
          ],
        },
      });
      expect(kept.prices).toEqual([expect.objectContaining({ amount: 1300, currency: "EUR" })]);
      expect(kept.prices[0]?.id).not.toBe(price?.id);
      expect(kept.archived_prices_count).toBe(1);
      expect(await statusOf(m.callers.admin.admin.datatable.delete({ resource: "plans", ids: [pro.id] }))).toBe(409);

      const plans = await m.callers.admin.admin.datatable.list({ resource: "plans", query: "Pro Plus" });
      expect(plans.data).toEqual([expect.objectContaining({ name: "Pro Plus", subscriptions_count: 1 })]);
      const subs = await m.callers.admin.admin.datatable.list({
        resource: "subscriptions",
        filters: { status: "active", gateway: "stripe" },
      });
      expect(subs.data).toEqual([
        expect.objectContaining({
          user_email: "listener@example.com",
          plan_name: "Pro Plus",
          status: "active",
          price_amount: 1250,
        }),
      ]);
      expect(
        (await m.callers.admin.admin.datatable.list({ resource: "subscriptions", filters: { gateway: "paypal" } }))
          .total,
      ).toBe(0);
      expect(await statusOf(m.callers.admin.admin.datatable.delete({ resource: "subscriptions", ids: [1] }))).toBe(403);
    });
  });
}
