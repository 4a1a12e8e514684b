// @scoreline/distributed: the distributed mode's supervisor (src/cli.ts is `npm run start:distributed`).
export {
  allPorts,
  freeLayout,
  portLayout,
  processPlan,
  WORKER_SERVICES,
  type ProcessPlan,
  type StackPorts,
  type WebOrigin,
} from './layout.ts';
export { ManagedProcess } from './managed-process.ts';
export {
  SERVICE_PATH_PREFIXES,
  serviceUrls,
  startDistributedStack,
  type DistributedStack,
  type DistributedStackOptions,
} from './stack.ts';
export type { ReadyJsonOptions } from './cli.ts';
