import { defineConfig, devices } from "@playwright/test";
import { e2eAdmin, e2ePort, listenBrainzPort } from "./settings.ts";

/**
 * One production server for the whole run, on a fresh data folder, serving the built web app.
 * Debian's Chromium only: Playwright never downloads a browser here.
 */
const chromium = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
    "--autoplay-policy=no-user-gesture-required",
  ],
};

const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium };
const siteWide = /(admin\/(settings-logs|pages-ads)|billing\/billing)\.spec\.ts$/;

// Per port, so two runs on one machine (E2E_PORT=…) never share a data folder.
const dataDir = `.artifacts/data-${e2ePort}`;

// The Stripe stand-in (packages/test-support/src/billing): the app's Stripe SDK talks to it
// instead of api.stripe.com, and it signs its webhooks with the secret the app verifies.
const standInPort = e2ePort + 1;
const stripeWebhookSecret = "whsec_e2e_standin_secret";

export default defineConfig({
  testDir: "tests",
  outputDir: `test-results/${e2ePort}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI shares two cores between two browsers and the server: waits get room there, never a skip.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
    // Spinners, skeleton shimmer and transitions honour reduced motion: without them two browsers
    // on two cores spend their time painting frames no assertion looks at.
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    { name: "desktop", testIgnore: siteWide, use: desktop },
    // These switch site-wide behaviour other specs rely on (registration, ad slots): they run
    // after the rest, one at a time, so no spec beside them sees the switch.
    { name: "site-wide", testMatch: siteWide, dependencies: ["desktop"], workers: 1, use: desktop },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && exec bun ../apps/server/src/main.ts`,
      // Ready once the demo catalogue, seeded after the server listens, is in.
      url: `http://127.0.0.1:${e2ePort}/api/v1/health/ready`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(e2ePort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        APP_DEBUG: "true",
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        LOG_LEVEL: "warn",
        // A small demo catalogue keeps start-up short; the player specs need at least 9 albums.
        SEED_DEMO: "true",
        SEED_DEMO_TRACKS: "120",
        SEED_DEMO_CLIPS: "8",
        SEED_DEMO_CLIP_SECONDS: "14-24",
        STRIPE_SECRET_KEY: "sk_test_e2e_standin",
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${standInPort}`,
        LISTENBRAINZ_API_URL: `http://127.0.0.1:${listenBrainzPort}`,
      },
    },
    {
      command: "exec bun ../packages/test-support/src/scrobbling/listenbrainz-standin-main.ts",
      url: `http://127.0.0.1:${listenBrainzPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: { STANDIN_PORT: String(listenBrainzPort) },
    },
    {
      command: "exec bun ../packages/test-support/src/billing/stripe-standin-main.ts",
      url: `http://127.0.0.1:${standInPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        STANDIN_PORT: String(standInPort),
        STANDIN_WEBHOOK_URL: `http://127.0.0.1:${e2ePort}/api/v1/billing/webhooks/stripe`,
        STANDIN_WEBHOOK_SECRET: stripeWebhookSecret,
      },
    },
  ],
});
