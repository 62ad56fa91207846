import { expect, test } from "bun:test";
import { backstageNav, isCurrent } from "./nav.ts";

const current = (path: string) => backstageNav.filter((item) => isCurrent(item, path)).map((item) => item.label);

test("exactly one section is current on every backstage page", () => {
  expect(current("/backstage")).toEqual(["Overview"]);
  expect(current("/backstage/")).toEqual(["Overview"]);
  expect(current("/backstage/upload")).toEqual(["Upload"]);
  expect(current("/backstage/tracks/new")).toEqual(["Upload"]);
  expect(current("/backstage/tracks")).toEqual(["Tracks"]);
  expect(current("/backstage/tracks/12/edit")).toEqual(["Tracks"]);
  expect(current("/backstage/albums/3/insights")).toEqual(["Albums"]);
  expect(current("/backstage/credits")).toEqual(["Credits"]);
  expect(current("/backstage/requests/become-artist")).toEqual(["Requests"]);
  expect(current("/backstage/artists/4/edit")).toEqual([]);
});
