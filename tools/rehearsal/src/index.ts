// @scoreline/rehearsal: deploy/compose run for real as separate hosts (README.md).
export { cleanStaleRuns, RehearsalNetwork } from './network.ts';
export { type Rehearsal, type RunningHost, startRehearsal } from './rehearsal.ts';
