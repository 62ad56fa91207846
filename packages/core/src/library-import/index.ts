export { fingerprintOf, type ImportCounts, type ImportResult, importLibrary } from "./import.ts";
export { resolveImportPath } from "./roots.ts";
export {
  libraryImportInput,
  libraryImportStatus,
  markInterruptedImports,
  startLibraryImport,
  waitForLibraryImport,
} from "./service.ts";
