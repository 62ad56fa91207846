import { expect, test } from "bun:test";
import { maskEmail } from "./mask.ts";

test("masks all but the first two characters of the local part", () => {
  expect(maskEmail("jane.doe@example.com")).toBe("ja****@example.com");
  expect(maskEmail("j@example.com")).toBe("j****@example.com");
  expect(maskEmail(null)).toBe("********");
  expect(maskEmail("")).toBe("********");
});
