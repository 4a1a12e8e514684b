// The worker entry when the engine runs from its TypeScript source (npm start under tsx, Vitest, the
// benches): a worker thread is a fresh Node instance whose loader knows no TypeScript unless told,
// so it registers tsx's loader first and then loads worker.ts. A service's build bundles worker.ts
// itself as dist/engine-worker.js instead (scripts/build-service.mjs), and the pool takes that file.
import { register } from 'tsx/esm/api';

register();
const { default: runEngineTask } = await import('./worker.ts');

export default runEngineTask;
