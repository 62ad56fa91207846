import { expect, test } from "bun:test";
import { cityName } from "./service.ts";
import { browserOf, deviceOf, platformOf } from "./user-agent.ts";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
  linux: "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
};

test("a User-Agent becomes a bounded platform, browser and device, never itself", () => {
  expect([UA.iphone, UA.android, UA.windows, UA.mac, UA.linux, UA.chromebook].map(platformOf)).toEqual([
    "iOS",
    "Android",
    "Windows",
    "macOS",
    "Linux",
    "ChromeOS",
  ]);
  expect([UA.iphone, UA.android, UA.windows, UA.linux].map(browserOf)).toEqual(["Safari", "Chrome", "Edge", "Firefox"]);
  expect([UA.iphone, UA.android, UA.mac].map(deviceOf)).toEqual(["mobile", "mobile", "desktop"]);
  expect(platformOf(null)).toBe("Other");
  expect(platformOf("<script>".repeat(1000))).toBe("Other");
});

test("a proxy's city is printable, trimmed and bounded", () => {
  expect(cityName(" Göteborg\u0000\n")).toBe("Göteborg");
  expect(cityName("x".repeat(500))).toHaveLength(80);
  expect(cityName("\u0007")).toBeNull();
  expect(cityName(null)).toBeNull();
});
