import { describe, expect, test } from "bun:test";
import { settingsTabSchemas } from "@backbeat/core/schemas";
import { z } from "zod";
import { numberBounds } from "./number-bounds.ts";

describe("numberBounds", () => {
  const schema = z.object({
    room: z.object({
      members: z.number().int().min(2).max(500).default(50),
      any: z.number().int(),
      floor: z.number().min(1).optional(),
      name: z.string(),
    }),
  });

  test("reads both bounds through nested objects and wrappers", () => {
    expect(numberBounds(schema, "room.members")).toEqual({ minValue: 2, maxValue: 500 });
    expect(numberBounds(schema, "room.floor")).toEqual({ minValue: 1, maxValue: undefined });
  });

  test("leaves open bounds open, and gives nothing for other fields or unknown names", () => {
    expect(numberBounds(schema, "room.any")).toEqual({ minValue: undefined, maxValue: undefined });
    expect(numberBounds(schema, "room.name")).toEqual({});
    expect(numberBounds(schema, "room.missing.deeper")).toEqual({});
    expect(numberBounds(null, "room.members")).toEqual({});
  });

  test("settings tabs carry the bounds the server checks", () => {
    expect(numberBounds(settingsTabSchemas.logging, "logs.retention_days")).toEqual({ minValue: 1, maxValue: 365 });
    expect(numberBounds(settingsTabSchemas["outgoing-email"], "mail.smtp.port")).toEqual({
      minValue: 1,
      maxValue: 65_535,
    });
  });
});
