import type { CDPSession, Page } from "@playwright/test";

function limitUploads(cdp: CDPSession, bytesPerSecond: number) {
  return cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Slows uploads down (Chrome's network emulation) so progress and cancelling can be seen; `unthrottle` lifts it. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await limitUploads(cdp, bytesPerSecond);
  return { unthrottle: () => limitUploads(cdp, -1) };
}
