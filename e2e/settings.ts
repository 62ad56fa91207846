/** Shared by the Playwright config and the fixtures. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eAdmin = { email: "admin@backbeat.local", password: "e2e-admin-password" };
/** The ListenBrainz stand-in (packages/test-support/src/scrobbling) the server sends listens to; +2 is test-payments' server. */
export const listenBrainzPort = e2ePort + 3;
