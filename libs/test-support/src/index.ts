// @scoreline/test-support: what the services' integration tests share (docs/product.md, Architecture: "Workspace
// packages"): names unique per run, the "infrastructure is down" failure, set-up that fails rather
// than skips, a per-file database and namespaced event bus removed afterwards, event recording and
// waiting, and the service harness built from them. Each service keeps its own seeding and helpers on top.
export { infrastructureDown, requireInfrastructure, requireKafka, requireStore } from './infrastructure.ts';
export { type EntryProcess, spawnEntry } from './entry-process.ts';
export { holdMachineLock, MACHINE_LOCK_FILE } from './machine-lock.ts';
export { silentLogger } from './logger.ts';
export { testNames, type TestNames } from './names.ts';
export {
  startServiceHarness,
  type ServiceHarness,
  type ServiceHarnessOptions,
  type ServiceInfraConfig,
  type ServiceUnderTest,
} from './service-harness.ts';
export { type PrivateKafka, startPrivateKafka } from './private-kafka.ts';
export { type PrivateStore, startPrivateStore } from './private-store.ts';
export { type PrivateStripe, startPrivateStripe } from './private-stripe.ts';
export { setUpOnce } from './set-up-once.ts';
export { openTestInfra, type Observed, type TestInfra, type TestInfraOptions } from './test-infra.ts';
export { deadLettersOn, handlerRetriesOf, readDeadLetters } from './stream-counts.ts';
export { storedCollections } from './stored-collections.ts';
export { sendRetryingUnavailable, waitUntil } from './wait.ts';
