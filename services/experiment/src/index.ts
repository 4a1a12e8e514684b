// @scoreline/service-experiment: what the gateway needs to run the experiment service in its own
// process (the same shape as the others): startEmbeddedExperiment() opens its database and event
// bus, seeds its libraries, starts its worker and gives the router to mount.
export { createRouter, EXPERIMENT_PATH_PREFIXES } from './app.ts';
export { experimentConfigSchema, type ExperimentConfig, loadExperimentConfig } from './config.ts';
export { createExperiment, type ExperimentContext, type ExperimentDeps, openExperiment } from './context.ts';
export { EXPERIMENT_TOPICS, type ExperimentWorkers, startWorkers } from './workers/index.ts';
export { type EmbeddedExperiment, startEmbeddedExperiment } from './embedded.ts';
