export { COVER_SIZES, coverKey } from "./artwork.ts";
export { type MediaConfig, mediaConfigOf } from "./config.ts";
export {
  enqueueAnalysis,
  enqueueMediaJob,
  type IngestPayload,
  listMediaJobs,
  type MediaJobView,
  MediaWorker,
  mediaWorkerOf,
  retryMediaJob,
  startMediaWorker,
  stopMediaWorker,
} from "./jobs.ts";
