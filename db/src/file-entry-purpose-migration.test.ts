import { describe, expect, test } from "bun:test";
import { sql } from "kysely";
import * as fileEntryPurpose from "../migrations/2026_11_28_0100_file_entry_purpose.ts";
import { jsonb } from "./json.ts";
import { createTestDatabase, testDatabaseKinds } from "./testing.ts";

for (const kind of testDatabaseKinds) {
  describe(`file entry purpose migration on ${kind}`, () => {
    test("entries the saved appearance and ad settings name, and backstage proofs, keep their use", async () => {
      const handle = await createTestDatabase(kind);
      const db = handle.db;
      try {
        await fileEntryPurpose.down(db);
        const user = await db
          .insertInto("users")
          .values({ email: "proof@example.com", name: "Proof" })
          .returning("id")
          .executeTakeFirstOrThrow();
        const ids: number[] = [];
        for (let i = 0; i < 6; i++) {
          const row = await db
            .insertInto("file_entries")
            .values({ name: `f${i}.png`, file_size: 10, mime: "image/png", extension: "png", path: `uploads/${i}.png` })
            .returning("id")
            .executeTakeFirstOrThrow();
          ids.push(row.id);
        }
        const [logo, feature, banner, proof, unused, namedElsewhere] = ids as [
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        await db
          .insertInto("settings")
          .values([
            { name: "branding.logo_light", value: jsonb(`/api/v1/appearance/images/${logo}`) },
            {
              name: "landing.primary_features",
              value: jsonb([{ title: "x", image: `/api/v1/appearance/images/${feature}` }]),
            },
            { name: "ads.general_top", value: jsonb({ kind: "image", image: `/api/v1/ads/images/${banner}` }) },
            // Only the appearance and ad settings count.
            { name: "seo.home.title", value: jsonb(`/api/v1/appearance/images/${namedElsewhere}`) },
          ])
          .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })))
          .execute();
        await db
          .insertInto("backstage_requests")
          .values({ user_id: user.id, type: "become-artist", artist_name: "X", proof_file_ids: jsonb([proof]) })
          .execute();

        await fileEntryPurpose.up(db);
        const rows = await sql<{ id: number; purpose: string }>`select id, purpose from file_entries`.execute(db);
        const purposeOf = new Map(rows.rows.map((r) => [r.id, r.purpose]));
        expect([logo, feature, banner, proof, unused, namedElsewhere].map((id) => purposeOf.get(id))).toEqual([
          "appearance",
          "appearance",
          "ad",
          "backstage-proof",
          "upload",
          "upload",
        ]);
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}
