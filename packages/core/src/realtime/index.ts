export * from "./bus.ts";
export * from "./services.ts";
export * from "./session-ended.ts";
