// A ServiceRuntime whose database and bus are stand-ins: close() and the readiness checks are
// recorded, so the process, worker and embedding helpers can be checked without infrastructure.
import type { Database } from '@scoreline/db';
import { createLogger } from '@scoreline/service-kit';
import type { ServiceRuntime } from '../../src/index.ts';

export interface FakeRuntime extends ServiceRuntime<{ greeting: string }> {
  readonly steps: string[];
  kafkaUp: boolean;
}

export function fakeRuntime(steps: string[] = []): FakeRuntime {
  const runtime: FakeRuntime = {
    steps,
    kafkaUp: true,
    logger: createLogger({ name: 'fake', level: 'silent' }),
    db: {} as Database,
    context: { greeting: 'hello' },
    readiness: {
      mongodb: async () => undefined,
      kafka: async () => {
        if (!runtime.kafkaUp) throw new Error('no broker');
      },
    },
    resources: 'event bus and database',
    async close() {
      steps.push('close runtime');
    },
  };
  return runtime;
}

/** Workers whose stop() is recorded. */
export function fakeWorkers(steps: string[]) {
  return async () => {
    steps.push('start workers');
    return {
      async stop() {
        steps.push('stop workers');
      },
    };
  };
}
