// A worker process's operator endpoints: /health, /ready on the runtime's checks, /metrics with the
// event streams, only where OPERATOR_PORT asks for them; /ready turns 503 "stopping" before the
// workers stop, and the listener closes after the runtime.
import { STREAM_METRIC_NAMES, streamMetricsFor } from '@scoreline/events';
import { describe, expect, it } from 'vitest';
import { runWorkers, withWorkerOperator, workerOperatorListenOf } from '../src/index.ts';
import { fakeRuntime } from './support/fake-runtime.ts';

describe('withWorkerOperator', () => {
  it('listens only when OPERATOR_PORT is set', () => {
    expect(workerOperatorListenOf({ OPERATOR_HOST: '0.0.0.0' })).toBeUndefined();
    expect(workerOperatorListenOf({ OPERATOR_HOST: '0.0.0.0', OPERATOR_PORT: 9100 })).toEqual({ port: 9100, host: '0.0.0.0' });
  });

  it('answers /health, /ready from the runtime and /metrics with the stream metrics, then 503 while stopping', async () => {
    // What a worker's event bus registers on the process's stream registry when it is created.
    streamMetricsFor();
    const runtime = fakeRuntime();
    let release: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = await withWorkerOperator(
      await runWorkers(runtime, async () => ({
        async stop() {
          runtime.steps.push('stop workers');
          await stopped;
        },
      })),
      { name: 'fake-worker', logger: runtime.logger, listen: { port: 0, host: '127.0.0.1' }, readiness: runtime.readiness, defaultMetrics: false },
    );
    const url = `http://127.0.0.1:${running.operatorAddress!.port}`;
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect(await (await fetch(`${url}/ready`)).json()).toEqual({ status: 'ok', dependencies: { mongodb: 'up', kafka: 'up' } });
    runtime.kafkaUp = false;
    expect((await fetch(`${url}/ready`)).status).toBe(503);
    runtime.kafkaUp = true;
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toContain(`# TYPE ${STREAM_METRIC_NAMES.consumed} counter`);
    expect(metrics).toContain(`# TYPE ${STREAM_METRIC_NAMES.consumerLag} gauge`);
    expect((await fetch(`${url}/anything`)).status).toBe(404);

    const stopping = running.stop();
    // The workers are still stopping (their consumers leaving): not ready, still listening.
    const answer = await fetch(`${url}/ready`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ status: 'stopping' });
    release();
    await stopping;
    expect(runtime.steps).toEqual(['stop workers', 'close runtime']);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it('serves nothing without a listen address, and stop() still stops the workers and the runtime', async () => {
    const runtime = fakeRuntime();
    const running = await withWorkerOperator(
      await runWorkers(runtime, async () => ({ stop: async () => void runtime.steps.push('stop workers') })),
      { name: 'fake-worker', logger: runtime.logger, listen: undefined, readiness: runtime.readiness },
    );
    expect(running.operatorAddress).toBeUndefined();
    await running.stop();
    expect(runtime.steps).toEqual(['stop workers', 'close runtime']);
  });
});
