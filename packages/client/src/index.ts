export * from "./cookies.ts";
export * from "./errors.ts";
export * from "./http.ts";
export * from "./query-client.ts";
export * from "./request.ts";
