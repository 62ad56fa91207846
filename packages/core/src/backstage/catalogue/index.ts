export * from "./access.ts";
export * from "./publisher.ts";
export * from "./schemas.ts";
export * from "./service.ts";
