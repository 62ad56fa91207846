import { expect, test } from "bun:test";
import { type DataTableShape, readDataTableState, writeDataTableState } from "./datatable-state.ts";

const shape: DataTableShape = {
  sortable: ["name", "plays"],
  columns: ["name", "plays", "created_at"],
  perPageOptions: [15, 25, 50],
  defaultPerPage: 15,
  filters: [
    { key: "verified", label: "Verified", kind: "boolean" },
    { key: "type", label: "Type", kind: "select", options: [{ value: "image", label: "Image" }] },
    { key: "created_at", label: "Created", kind: "dateRange" },
  ],
};

test("a state survives the round trip through the URL, defaults left out", () => {
  const state = {
    page: 3,
    perPage: 25,
    orderBy: "plays",
    orderDir: "desc" as const,
    query: "neon",
    filters: { verified: false, type: "image", created_at: { from: "2026-01-01", to: "2026-01-31" } },
    columns: ["name", "plays"],
  };
  const params = writeDataTableState(state, shape, new URLSearchParams("tab=x&page=9"));
  expect(params.get("tab")).toBe("x");
  expect(params.get("f.created_at")).toBe("2026-01-01..2026-01-31");
  expect(readDataTableState(params, shape)).toEqual(state);
  const empty = writeDataTableState(readDataTableState(new URLSearchParams(), shape), shape);
  expect(empty.toString()).toBe("");
});

test("unknown or malformed values fall back to defaults instead of reaching the server", () => {
  const state = readDataTableState(
    new URLSearchParams(
      "page=-2&perPage=1000&orderBy=password&orderDir=up&f.verified=maybe&f.type=exe&f.created_at=x..y&f.nope=1&cols=name,secret",
    ),
    shape,
  );
  expect(state).toEqual({ page: 1, perPage: 15, query: "", filters: {}, columns: ["name"] });
});
