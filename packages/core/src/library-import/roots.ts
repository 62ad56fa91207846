import { realpath, stat } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { CoreServices } from "../context.ts";
import { DomainError, validationError } from "../errors.ts";
import { mediaConfigOf } from "../media/config.ts";

/**
 * An import path must lie inside one of the configured library roots (IMPORT_ROOTS), checked
 * after resolving symbolic links, so an API call can never make the server read arbitrary
 * folders. A relative path is taken relative to the first root.
 */
export async function resolveImportPath(roots: string[], requested: string): Promise<{ root: string; path: string }> {
  if (!roots.length) throw new DomainError("FORBIDDEN", "No library folders are configured (IMPORT_ROOTS).");
  if (!requested || requested.includes("\0") || requested.length > 4096)
    throw validationError({ path: ["The folder is not inside a library folder."] });
  const realRoots = await Promise.all(roots.map((r) => realpath(resolve(r)).catch(() => null)));
  const candidate = isAbsolute(requested) ? requested : resolve(realRoots.find(Boolean) ?? roots[0] ?? "/", requested);
  const real = await realpath(candidate).catch(() => null);
  const info = real ? await stat(real).catch(() => null) : null;
  for (const root of realRoots) {
    if (!root || !real) continue;
    const rel = relative(root, real);
    if (rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel))) {
      if (!info?.isDirectory()) break;
      return { root, path: real };
    }
  }
  throw validationError({ path: ["The folder is not inside a library folder."] });
}

/**
 * Where the machine's operator (`bun run import`) imports a folder: any folder they can read,
 * recorded under the configured root that holds it, so the admin's rescans of that root
 * recognise the same files; a folder outside every root is its own root.
 */
export async function operatorImportLocation(roots: string[], folder: string): Promise<{ root: string; path: string }> {
  const real = await realpath(folder);
  if (!(await stat(real)).isDirectory()) throw validationError({ path: ["Not a folder."] });
  const realRoots = await Promise.all(roots.map((r) => realpath(resolve(r)).catch(() => null)));
  const root = realRoots.find((r) => r && (real === r || real.startsWith(r + sep))) ?? real;
  return { root, path: real };
}

/** A library folder as scanned: inside IMPORT_ROOTS when those are set, otherwise any readable folder. */
export async function libraryFolderLocation(services: CoreServices, folder: string) {
  const roots = mediaConfigOf(services.config).importRoots;
  return roots.length ? resolveImportPath(roots, folder) : operatorImportLocation([], folder);
}
