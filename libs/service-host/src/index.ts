// @scoreline/service-host: the process mechanics every service shares (docs/product.md, Architecture: "Workspace
// packages"): open logger, database and event bus and build the service's context on them; run it
// as an HTTP process, a worker process or embedded in the gateway; close in reverse order.
// It exists apart from service-kit because service-kit may not import libs/db or libs/events.
export { type CloserStack, createCloserStack } from './closers.ts';
export {
  type DbServiceRuntimeOptions,
  type EventRuntimeParts,
  type EventServiceRuntime,
  type EventServiceRuntimeOptions,
  type HostOptions,
  openServiceRuntime,
  type RuntimeParts,
  type ServiceRuntime,
} from './runtime.ts';
export { type RunningWorkers, runWorkers, type Stoppable } from './workers.ts';
export { type EmbeddedService, embedService, type EmbedOptions } from './embed.ts';
export {
  isEntryPoint,
  type RunningService,
  runMain,
  runServiceProcess,
  runWorkerMain,
  type ServiceProcessOptions,
} from './process.ts';
export { type StoredBudgetOptions, storedAdminPasswordBudget } from './admin-password-budget.ts';
export {
  type RunningWorkersWithOperator,
  type WorkerOperatorListen,
  type WorkerOperatorOptions,
  type WorkerProcessOptions,
  withWorkerOperator,
  workerOperatorListenOf,
  workerProcess,
} from './worker-operator.ts';
