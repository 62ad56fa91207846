import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:3517";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required"] });
const theme = process.env.THEME ?? "dark";
const mobile = process.env.MOBILE === "1";
const ctx = await browser.newContext({ viewport: mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }, colorScheme: theme === "dark" ? "dark" : "light" });
const page = await ctx.newPage();
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
if (process.env.LOGIN) {
  await page.goto(base + "/api/v1/health");
  const token = decodeURIComponent((await ctx.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "");
  const r = await page.request.post(base + "/auth/login", { data: { email: "admin@backbeat.local", password: "admin-password-1", remember: true }, headers: { "X-XSRF-TOKEN": token } });
  console.log("login", r.status());
}
for (const path of (process.env.PATHS ?? "/discover").split(",")) {
  await page.goto(base + path);
  await page.waitForTimeout(Number(process.env.WAIT ?? 1500));
  const name = `${theme}${mobile ? "-m" : ""}-${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
  await page.screenshot({ path: `/tmp/shots/${name}` });
  console.log("shot", name);
}
await browser.close();
