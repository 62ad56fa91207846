import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

// The app's types describe a window; a dedicated worker's scope is this much of it.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage(message: unknown): void;
};

// Tens of thousands of hashes: off the main thread, so the page stays responsive meanwhile.
scope.onmessage = async (event) => {
  const solution = await solveChallenge({ challenge: event.data, deriveKey }).catch(() => null);
  scope.postMessage(solution ?? null);
};
