// @scoreline/engine/pool (Node only): the engine's heavy work on worker threads. pool.ts says why.
export { createEnginePool, ENGINE_POOL_THREADS, ENGINE_WORKER_BUNDLE, type EnginePool, engineWorkerEntry, sharedEnginePool } from './pool.ts';
export { type EngineTaskName, type EngineTasks, type FixtureSet, fixtureSetOf, type ScopeSummary } from './tasks.ts';
