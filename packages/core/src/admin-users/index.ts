export * from "./impersonation.ts";
export * from "./restrictions.ts";
export * from "./roles.ts";
export * from "./schemas.ts";
export * from "./users.ts";
