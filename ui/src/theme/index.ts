export * from "./constants.ts";
export { vars } from "./contract.css.ts";
export {
  type SpaceStep,
  spaceDefaults,
  spaceTokens,
  spaceVariables,
  type ThemeVariable,
  themeTokens,
  themeVariableNames,
} from "./tokens.ts";
