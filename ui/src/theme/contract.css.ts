import { createGlobalThemeContract } from "@vanilla-extract/css";
import { themeTokens } from "./tokens.ts";

/**
 * The theme contract. Its variables are exactly the keys of a theme row's `values` map, so the
 * global layer applies a theme by setting those variables on `<html>` (plus the `dark` class).
 */
export const vars = createGlobalThemeContract(themeTokens);
