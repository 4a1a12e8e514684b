// Public entry of @scoreline/engine. Browsers import it, so nothing here may touch Node-only
// modules (fs, path); the CSV loader lives behind the "./epl-data" subpath export.
export { displayProbability } from './display-probability.ts';
