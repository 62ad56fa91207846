import { startListenBrainzStandIn } from "./listenbrainz-standin.ts";

/**
 * Runs the ListenBrainz stand-in as its own process (the browser suite starts it next to the
 * app). STANDIN_PORT (default 12112); users are added over `POST /__standin/users`.
 */
const standIn = await startListenBrainzStandIn({ port: Number(process.env.STANDIN_PORT ?? 12112) });
console.log(`ListenBrainz stand-in listening on ${standIn.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void standIn.stop().finally(() => process.exit(0));
  });
}
