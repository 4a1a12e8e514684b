// @scoreline/db: mongoose on a MongoDB-protocol store (FerretDB v1 locally). README.md describes
// the API and the store's limits.
export { connectDb, type ConnectDbOptions, type Database, DEFAULT_SERVER_SELECTION_TIMEOUT_MS } from './connect.ts';
export { DEFAULT_MONGODB_URI, mongoUriFromEnv, redactUri } from './config.ts';
export { DbUnavailableError, dbUnavailableMessage, isDuplicateKeyError } from './errors.ts';
export {
  BulkWriteBatchError,
  bulkWriteInBatches,
  type BulkWriteOptions,
  type BulkWriteSummary,
  MAX_BULK_WRITE_BATCH,
  MAX_BULK_WRITE_CONCURRENCY,
  NaNInWriteError,
} from './bulk-write.ts';
export { type DependencyHealth, pingDb } from './health.ts';
export { modelOn } from './model-on.ts';
export { putWhole } from './put-whole.ts';
export { type ChangedDocuments, changedAmong, findAmong, writeChanged } from './save-changed.ts';
export { DURABLE_WRITE } from './durable-write.ts';
export { bumpingOnWrite, createDataVersion, DATA_VERSION_COLLECTION, type DataVersion } from './data-version.ts';
export { createStoredCounter, type StoredCounter } from './stored-counter.ts';
