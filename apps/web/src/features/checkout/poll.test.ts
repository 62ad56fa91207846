import { describe, expect, test } from "bun:test";
import { POLL_LIMIT_MS, pollState, routeId, validCheckoutId } from "./poll.ts";

describe("checkout return polling", () => {
  test("an open checkout keeps waiting until the limit, then times out", () => {
    expect(pollState("open", 0)).toBe("waiting");
    expect(pollState(undefined, 1_500)).toBe("waiting");
    expect(pollState("open", POLL_LIMIT_MS - 1)).toBe("waiting");
    expect(pollState("open", POLL_LIMIT_MS)).toBe("timeout");
  });

  test("a settled checkout ends the wait whenever it is seen", () => {
    expect(pollState("completed", 0)).toBe("completed");
    expect(pollState("failed", 3_000)).toBe("failed");
    expect(pollState("expired", POLL_LIMIT_MS * 2)).toBe("expired");
  });

  test("checkout ids and route ids refuse tampered values", () => {
    expect(validCheckoutId("c_9f8e7d6c5b4a")).toBe(true);
    expect(validCheckoutId(null)).toBe(false);
    expect(validCheckoutId("../../admin")).toBe(false);
    expect(validCheckoutId("short")).toBe(false);
    expect(routeId("12")).toBe(12);
    expect(routeId("0")).toBeNull();
    expect(routeId("-3")).toBeNull();
    expect(routeId("1e3")).toBeNull();
    expect(routeId("99999999999")).toBeNull();
    expect(routeId(undefined)).toBeNull();
  });
});
