// The prediction workers alone, for deployments that scale recalculation apart from the API
// (architecture.md, "Modes": services/prediction/dist/worker.js).
import { pathToFileURL } from 'node:url';
import { openRuntime } from './runtime.ts';
import { startWorkers } from './workers/index.ts';

export async function startWorkerProcess(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  const runtime = await openRuntime(env, 'worker');
  const workers = await startWorkers(runtime.context);
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= workers.stop().finally(() => runtime.close());
    return stopping;
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startWorkerProcess()
    .then((stop) => {
      const onSignal = (signal: NodeJS.Signals): void => {
        console.log(`prediction worker: ${signal}, stopping`);
        stop().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', onSignal);
      process.once('SIGINT', onSignal);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
