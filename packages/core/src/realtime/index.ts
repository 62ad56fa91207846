export * from "./bus.ts";
export * from "./services.ts";
