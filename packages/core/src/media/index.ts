export { COVER_SIZES, coverKey, readCover } from "./artwork.ts";
export { type MediaConfig, mediaConfigOf } from "./config.ts";
export { enqueueAnalysis, enqueueMediaJob } from "./enqueue.ts";
export { listMediaJobs, type MediaJobView, mediaJobIdInput, mediaJobsListInput, retryMediaJob } from "./job-list.ts";
export type { IngestPayload } from "./job-types.ts";
export { MediaWorker, mediaWorkerOf, startMediaWorker, stopMediaWorker } from "./worker.ts";
