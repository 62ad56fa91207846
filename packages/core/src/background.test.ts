import { expect, test } from "bun:test";
import { inBackground, settleBackground } from "./background.ts";
import type { CoreServices } from "./context.ts";

test("settling waits for every piece of background work, failed ones included, and work started meanwhile", async () => {
  const services = {} as CoreServices;
  const done: string[] = [];
  inBackground(
    services,
    Bun.sleep(30).then(() => done.push("slow")),
  );
  inBackground(services, Promise.reject(new Error("recorded elsewhere")));
  inBackground(
    services,
    Bun.sleep(5).then(() => {
      done.push("fast");
      inBackground(
        services,
        Bun.sleep(40).then(() => done.push("follow-up")),
      );
    }),
  );
  await settleBackground(services);
  expect(done.sort()).toEqual(["fast", "follow-up", "slow"]);
  await settleBackground({} as CoreServices);
});
