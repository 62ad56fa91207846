export { type BenchSeedOptions, seedBench } from "./bench.ts";
export { benchVocabulary } from "./bench-words.ts";
export { ensureDefaultChannels, HOME_CHANNEL_SLUG } from "./channels.ts";
export { artwork, type DemoSeedOptions, type DemoSeedResult, seedDemo } from "./demo.ts";
