export * from "./access.ts";
export * from "./schemas.ts";
export * from "./service.ts";
