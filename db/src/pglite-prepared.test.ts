import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, sql } from "kysely";
import { executeArguments, withPreparedStatements } from "./pglite-prepared.ts";

// biome-ignore lint/suspicious/noExplicitAny: a scratch schema for this test only
type AnyDB = any;

describe("PGlite prepared statements", () => {
  let pglite: PGlite;
  let db: Kysely<AnyDB>;
  const prepared = async () =>
    (await pglite.query<{ statement: string }>("select statement from pg_prepared_statements order by name")).rows.map(
      (r) => r.statement,
    );

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
    await pglite.exec(`create table items (id serial primary key, name text not null, flag boolean not null default false);
      insert into items (name, flag) select 'item ' || g, g % 2 = 0 from generate_series(1, 50) g;`);
    db = new Kysely<AnyDB>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite) }) });
  });

  afterAll(async () => {
    await db.destroy();
  });

  const byId = (id: number) =>
    db
      .selectFrom("items")
      .select(["id", "name", "flag"])
      .where("id", "=", id)
      .where("flag", "=", id % 2 === 0);

  test("a repeated select is prepared once and answers exactly as the plain query", async () => {
    const plain = await pglite.query("select id, name, flag from items where id = $1 and flag = $2", [7, false]);
    expect(await byId(7).execute()).toEqual(plain.rows as never);
    expect(await prepared()).toEqual([]);
    for (let id = 1; id <= 20; id++) {
      const rows = await byId(id).execute();
      expect(rows).toEqual([{ id, name: `item ${id}`, flag: id % 2 === 0 }]);
    }
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('from "items"');
    expect(await byId(999).execute()).toEqual([]);
  });

  test("text and fractional parameters keep the plain path", async () => {
    const before = (await prepared()).length;
    for (let i = 0; i < 3; i++) {
      expect(await db.selectFrom("items").select("id").where("name", "=", "item 3").execute()).toEqual([{ id: 3 }]);
      expect(
        await db.selectFrom("items").select("id").where(sql`id::numeric`, "<", 2.5).orderBy("id").execute(),
      ).toEqual([{ id: 1 }, { id: 2 }]);
    }
    expect((await prepared()).length).toBe(before);
  });

  test("a statement that cannot be prepared keeps answering as the plain query", async () => {
    const before = await prepared();
    for (let i = 0; i < 3; i++) {
      await expect(sql`select missing from items where id = ${1}`.execute(db)).rejects.toThrow(
        'column "missing" does not exist',
      );
    }
    expect(await prepared()).toEqual(before);
  });

  test("transactions reuse prepared statements but never prepare", async () => {
    const before = await prepared();
    const fresh = (id: number) => db.selectFrom("items").select("name").where("id", "=", id);
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < 3; i++) {
        expect(await tx.selectFrom("items").select("name").where("id", "=", 4).execute()).toEqual([{ name: "item 4" }]);
      }
      const rows = await tx
        .selectFrom("items")
        .select(["id", "name", "flag"])
        .where("id", "=", 6)
        .where("flag", "=", true)
        .execute();
      expect(rows).toEqual([{ id: 6, name: "item 6", flag: true }]);
    });
    expect(await prepared()).toEqual(before);
    // Rolled back work leaves prepared statements usable.
    await expect(
      db.transaction().execute(async (tx) => {
        await tx
          .selectFrom("items")
          .select(["id", "name", "flag"])
          .where("id", "=", 8)
          .where("flag", "=", true)
          .execute();
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await byId(8).execute()).toEqual([{ id: 8, name: "item 8", flag: true }]);
    await fresh(1).execute();
    await fresh(2).execute();
    expect((await prepared()).length).toBe(before.length + 1);
  });

  test("a schema change drops prepared statements, so results follow the new columns", async () => {
    const all = () => sql<Record<string, unknown>>`select * from items where id = ${3}`.execute(db);
    await all();
    await all();
    expect((await all()).rows[0]).toEqual({ id: 3, name: "item 3", flag: false });
    await sql`alter table items add column extra int not null default 1`.execute(db);
    expect(await prepared()).toEqual([]);
    expect((await all()).rows[0]).toEqual({ id: 3, name: "item 3", flag: false, extra: 1 });
  });

  test("errors are those of the query", async () => {
    const bad = () => sql`select id from items where id = ${1} and 1 / (id - 1) = 0`.execute(db);
    for (let i = 0; i < 3; i++) await expect(bad()).rejects.toThrow("division by zero");
  });
});

describe("executeArguments", () => {
  test("writes only values whose literal is exact for the parameter's type", () => {
    expect(executeArguments([1, -2, null, true], ["integer", "bigint", "text", "boolean"])).toBe("1, -2, null, true");
    expect(executeArguments([], [])).toBe("");
    expect(executeArguments([1.5], ["integer"])).toBeNull();
    expect(executeArguments(["1"], ["integer"])).toBeNull();
    expect(executeArguments([1], ["text"])).toBeNull();
    expect(executeArguments([true], ["integer"])).toBeNull();
    expect(executeArguments([2 ** 60], ["bigint"])).toBeNull();
    expect(executeArguments([1], ["integer", "integer"])).toBeNull();
  });
});
