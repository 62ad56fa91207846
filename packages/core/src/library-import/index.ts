export { fingerprintOf, type ImportCounts, type ImportResult, importLibrary } from "./import.ts";
export { operatorImportLocation, resolveImportPath } from "./roots.ts";
export {
  type LibraryScanSettings,
  libraryScanSettings,
  requestLibraryScan,
  startLibraryScanner,
  stopLibraryScanner,
} from "./scanner.ts";
export {
  libraryImportInput,
  libraryImportRunning,
  libraryImportStatus,
  markInterruptedImports,
  runLibraryImport,
  startLibraryImport,
  waitForLibraryImport,
} from "./service.ts";
