/** docs/spec/2-product-areas.md §4 "Upload" and §9: every number the upload queue obeys. */
export const MB = 1024 * 1024;

/** Uploads running at once, and while a folder file, multipart or chunked upload runs. */
export const UPLOAD_CONCURRENCY = 3;
export const RESTRICTED_CONCURRENCY = 1;
/** 'Upload timed out' after this long without progress. */
export const INACTIVITY_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMED_OUT = "Upload timed out";

/** A resumable (tus) upload is used from this size on, unless disabled in settings. */
export const TUS_MIN_SIZE = 4 * MB;
/** Direct S3: multipart from this size, a presigned single PUT below it. */
export const S3_MULTIPART_MIN_SIZE = 100 * MB;

/** Multipart parts are at least 5 MB; at most 10,000 of them. */
export const MIN_PART_SIZE = 5 * MB;
export const MAX_PARTS = 10_000;
/** Part URLs are signed 10 at a time; 5 parts upload in parallel. */
export const SIGN_BATCH_SIZE = 10;
export const PARALLEL_PARTS = 5;
/** Resumable upload chunks are at least 20 MB (the chunk size comes from upload settings). */
export const MIN_CHUNK_SIZE = 20 * MB;

/** The resumable upload retries after these delays. */
export const TUS_RETRY_DELAYS_MS = [0, 3_000, 5_000, 10_000, 20_000];
/** The other upload HTTP client retries this many times on network errors and 5xx answers. */
export const HTTP_RETRIES = 3;
/** Waits before those retries (the spec does not fix them). */
export const HTTP_RETRY_DELAYS_MS = [1_000, 2_000, 4_000];
