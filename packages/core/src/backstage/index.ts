export * from "./access.ts";
export * from "./catalogue/index.ts";
export * from "./credits.ts";
export * from "./insights.ts";
export * from "./requests.ts";
export * from "./review.ts";
export * from "./schemas.ts";
