import "fake-indexeddb/auto";
import { describe, expect, test } from "bun:test";
import { createStore } from "idb-keyval";
import { createOfflineQueue, type QueuedOperation, SYNC_BATCH, type SyncAnswer } from "./queue.ts";

let n = 0;
const freshQueue = () => createOfflineQueue(createStore(`queue-test-${n++}`, "operations"));
const like = (itemId: number) => ({ kind: "like" as const, type: "track" as const, itemId, liked: true });
const applyAll = (ops: QueuedOperation[]): SyncAnswer => ({
  results: ops.map((op) => ({ opId: op.opId, status: "applied" as const })),
});

describe("offline queue", () => {
  test("changes wait in order, each with its own id, until a sync is answered", async () => {
    const queue = freshQueue();
    const a = await queue.enqueue(like(1));
    const b = await queue.enqueue({ kind: "play", trackId: 2, listenedMs: 40_000, playedAt: new Date().toISOString() });
    expect(a.opId).toMatch(/^[0-9a-f]{32}$/);
    expect(a.opId).not.toBe(b.opId);
    expect((await queue.pending()).map((op) => op.kind)).toEqual(["like", "play"]);

    const sent: QueuedOperation[][] = [];
    const result = await queue.flush(async (ops) => {
      sent.push(ops);
      return applyAll(ops);
    });
    expect(result).toEqual({ sent: 2, left: 0 });
    expect(sent[0]?.map((op) => op.opId)).toEqual([a.opId, b.opId]);
    expect(await queue.pending()).toEqual([]);
  });

  test("a failed request keeps everything, and the retry sends the same ids (the server counts each once)", async () => {
    const queue = freshQueue();
    await queue.enqueue(like(1));
    await queue.enqueue(like(2));
    const first = await queue.flush(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(first).toEqual({ sent: 0, left: 2 });
    const before = (await queue.pending()).map((op) => op.opId);
    const retried: string[] = [];
    await queue.flush(async (ops) => {
      retried.push(...ops.map((op) => op.opId));
      return applyAll(ops);
    });
    expect(retried).toEqual(before);
  });

  test("answered operations leave the queue whatever the answer; unanswered ones stay", async () => {
    const queue = freshQueue();
    const ops = [await queue.enqueue(like(1)), await queue.enqueue(like(2)), await queue.enqueue(like(3))];
    const result = await queue.flush(async () => ({
      results: [
        { opId: ops[0]?.opId ?? "", status: "duplicate" },
        { opId: ops[1]?.opId ?? "", status: "refused" },
      ],
    }));
    expect(result).toEqual({ sent: 2, left: 1 });
    expect((await queue.pending()).map((op) => op.opId)).toEqual([ops[2]?.opId ?? ""]);
  });

  test("a long queue goes out in batches the server accepts", async () => {
    const queue = freshQueue();
    for (let i = 1; i <= SYNC_BATCH + 30; i++) await queue.enqueue(like(i));
    const sizes: number[] = [];
    await queue.flush(async (batch) => {
      sizes.push(batch.length);
      return applyAll(batch);
    });
    expect(sizes).toEqual([SYNC_BATCH, 30]);
  });

  test("two flushes at once share one run: nothing is sent twice", async () => {
    const queue = freshQueue();
    await queue.enqueue(like(1));
    let calls = 0;
    const send = async (ops: QueuedOperation[]) => {
      calls += 1;
      await Bun.sleep(20);
      return applyAll(ops);
    };
    const [x, y] = await Promise.all([queue.flush(send), queue.flush(send)]);
    expect(calls).toBe(1);
    expect(x).toEqual(y);
  });
});
