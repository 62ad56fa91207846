import { createGlobalThemeContract } from "@vanilla-extract/css";
import { spaceTokens, themeTokens } from "./tokens.ts";

/**
 * The theme contract: colours, radius, fonts, shadows and spacing. Its variables are the keys of
 * a theme row's `values` map, so the global layer applies a theme by setting those variables on
 * `<html>` (plus the `dark` class). Spacing has defaults (global.css.ts) a theme may override.
 */
export const vars = createGlobalThemeContract({ ...themeTokens, space: spaceTokens });
