export { fingerprintOf, type ImportCounts, type ImportResult, importLibrary } from "./import.ts";
export { isRemoteFsType, parseMountInfo, watchPlanOf } from "./mounts.ts";
export { operatorImportLocation, resolveImportPath } from "./roots.ts";
export { libraryScans, scanLibraryInput, scanLibraryNow } from "./scan-now.ts";
export { LIBRARY_SCAN_EVENT, type LibraryScanProgress } from "./scan-progress.ts";
export {
  type FolderWatchState,
  type LibraryScanSettings,
  libraryScannerRunning,
  libraryScanSettings,
  libraryWatchStates,
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
  scanSummary,
  startLibraryImport,
  waitForLibraryImport,
} from "./service.ts";
