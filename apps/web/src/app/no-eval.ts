/**
 * The page's Content-Security-Policy has no 'unsafe-eval'. Zod would probe `new Function` for
 * its compiled parsers when the first object schema is built, and the browser reports each
 * refused probe as a violation; its interpreted parsers are plenty for forms. Zod reads this
 * global config, so it is set before any chunk that loads zod (hence the first import).
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
