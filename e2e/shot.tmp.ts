import { chromium, type Page } from "@playwright/test";
const base = "http://127.0.0.1:3311";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
async function theme(page: Page, dark: boolean) {
  await page.evaluate((dark) => {
    const data = JSON.parse(document.getElementById("bootstrap-data")?.textContent ?? "{}");
    const t = data.themes.find((x: any) => (dark ? x.default_dark : x.default_light)) ?? data.themes[0];
    for (const [k, v] of Object.entries(t.values)) document.documentElement.style.setProperty(k.startsWith("--") ? k : `--${k}`, String(v));
    document.documentElement.classList.toggle("dark", dark);
  }, dark);
}
const only = process.argv[2];
for (const scheme of ["light", "dark"] as const) {
  const ctx = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  for (const path of ["/login", "/register", "/forgot-password", "/password/reset/abc?email=a@b.co"]) {
    if (only && only !== "auth") break;
    await page.goto(base + path);
    await theme(page, scheme === "dark");
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${scheme}-${path.split("/")[1]}.png` });
  }
  await page.goto(base + "/login");
  await theme(page, scheme === "dark");
  await page.getByLabel("Email").fill("admin@backbeat.local");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${scheme}-login-error.png` });
  await page.getByLabel("Password").fill("admin-password-1");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForTimeout(1000);
  console.log(scheme, "after login", page.url());
  await page.goto(base + "/account-settings");
  await theme(page, scheme === "dark");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${scheme}-settings.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
