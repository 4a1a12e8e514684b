// A fault test: the worker process SIGKILLed during a recalculation. The prediction
// workers run as a real child process (src/worker.ts under tsx, as `node dist/worker.js` runs it
// built) on this file's database and Kafka namespace; the API is this process's harness. The
// recalculation of every fixture (none predicted yet) is requested, the worker is frozen as soon as
// the run is under way (so it is provably mid-run) and killed. The request's offset was never
// committed, so a new worker process gets it again (at least once) and the run completes: every
// fixture has exactly one prediction, the same as an undisturbed run makes.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { recalculationAcceptedSchema } from '@scoreline/contracts';
import { matchFixtureOf, predictAllWithModel } from '@scoreline/engine';
import { type EntryProcess, setUpOnce, spawnEntry } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRecord } from '../src/domain/fixture.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

const WORKER_ENTRY = fileURLToPath(new URL('../src/worker.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

let harness: Harness;
const children: ChildProcess[] = [];
const fixtures = eplFixtureRecords().map(fromRecord);

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  await harness.context.repositories.fixtures.saveChanged(fixtures, new Date());
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await harness?.close();
});

function spawnWorker(): EntryProcess {
  const worker = spawnEntry(WORKER_ENTRY, {
    cwd: PACKAGE_DIR,
    env: {
      PREDICTION_DB_NAME: harness.config.PREDICTION_DB_NAME,
      AUTH_DB_NAME: harness.config.PREDICTION_DB_NAME,
      EVENTS_NAMESPACE: harness.namespace,
    },
  });
  children.push(worker.child);
  return worker;
}

const latestRun = () => harness.context.repositories.recalculationRuns.latest();

async function predictedIds(): Promise<string[]> {
  const gameweeks = await harness.context.repositories.predictions.findAll();
  return gameweeks.flatMap((g) => g.predictions.map((p) => p.fixture_id));
}

describe('the prediction worker process killed during a recalculation', () => {
  it('completes the run after a new worker starts, with one prediction per fixture', async () => {
    const first = spawnWorker();
    const accepted = await request(harness.app).post('/api/admin/recalculate').set('Authorization', `Bearer ${harness.adminToken}`);
    expect(accepted.status).toBe(202);
    const { correlation_id: correlationId } = recalculationAcceptedSchema.parse(accepted.body);

    await waitUntil(
      async () => {
        const run = await latestRun();
        return run?.correlation_id === correlationId && run.status === 'running';
      },
      180_000,
      `the worker starting the run (worker output: ${first.output()})`,
    );
    first.child.kill('SIGSTOP');
    // Frozen mid-run: it has not finished (a finished run would say completed).
    expect((await latestRun())?.status).toBe('running');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = spawnWorker();
    await waitUntil(
      async () => {
        const run = await latestRun();
        return run?.correlation_id === correlationId && run.status === 'completed';
      },
      240_000,
      `the run completed by the new worker process (its output: ${second.output()})`,
    );
    const run = await latestRun();
    expect(run?.result?.error_count).toBe(0);
    const predicted = await predictedIds();
    expect(predicted).toHaveLength(new Set(predicted).size);

    // The same predictions an undisturbed run makes (the engine's own, from the same history).
    const settings = await harness.context.repositories.settings.get();
    const expected = predictAllWithModel(
      fixtures.filter((f) => f.status !== 'cancelled').map(matchFixtureOf),
      settings.model,
      settings.rounding,
    ).map((p) => p.fixture_id);
    expect(new Set(predicted)).toEqual(new Set(expected));
    second.child.kill('SIGTERM');
    await second.exited;
  }, 600_000);
});
