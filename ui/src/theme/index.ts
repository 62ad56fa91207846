export * from "./constants.ts";
export { vars } from "./contract.css.ts";
export { type ThemeVariable, themeTokens, themeVariableNames } from "./tokens.ts";
