export { COVER_SIZES, coverKey, readCover } from "./artwork.ts";
export { type MediaConfig, mediaConfigOf } from "./config.ts";
export {
  enqueueAnalysis,
  enqueueMediaJob,
  type IngestPayload,
  listMediaJobs,
  type MediaJobView,
  MediaWorker,
  mediaJobIdInput,
  mediaJobsListInput,
  mediaWorkerOf,
  retryMediaJob,
  startMediaWorker,
  stopMediaWorker,
} from "./jobs.ts";
