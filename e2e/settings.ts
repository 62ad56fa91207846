/** Shared by the Playwright config and the fixtures. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eAdmin = { email: "admin@backbeat.local", password: "e2e-admin-password" };
