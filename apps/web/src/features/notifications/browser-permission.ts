/**
 * Asks the browser for permission to show notifications when it has not been asked yet.
 * Resolves true only when granted; a refusal (now or earlier) or no support is false.
 */
export async function ensureBrowserPermission(): Promise<boolean> {
  if (typeof Notification === "undefined") return false;
  if (Notification.permission === "granted") return true;
  if (Notification.permission === "denied") return false;
  try {
    return (await Notification.requestPermission()) === "granted";
  } catch {
    return false;
  }
}
