// A recalculation whose inputs are those of the last run that found everything up to date (same
// fixtures, same predictions, same settings) answers that run's outcome without reading or
// computing; any write to the fixtures, the predictions or the settings, from any process, makes
// the next run compute again.
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { fromRecord } from '../src/domain/fixture.ts';
import { createFixturesRepository } from '../src/repositories/fixtures-repository.ts';
import { type RecalculateDeps, recalculatePredictions } from '../src/use-cases/recalculate-predictions.ts';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;
let reads = 0;
const records = eplFixtureRecords().filter((r) => r.season === '2025-26' || r.season === '2026-27');

function deps(): RecalculateDeps {
  const { context } = harness;
  const fixtures = context.repositories.fixtures;
  return {
    ...context.repositories,
    fixtures: {
      ...fixtures,
      findAll: () => {
        reads += 1;
        return fixtures.findAll();
      },
    },
    publisher: context.publisher,
    clock: context.clock,
    logger: context.logger,
    recalculations: context.recalculations,
  };
}
const recalculate = (correlationId: string) => recalculatePredictions({ reason: 'admin_request', correlationId }, deps());

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  await seedPredictions(harness.context, records);
});
afterAll(async () => {
  await harness?.close();
});

describe('recalculation with unchanged inputs', () => {
  it('computes once more after writing, then answers the same outcome without reading the fixtures', async () => {
    const first = await recalculate('check-1');
    expect(first).toMatchObject({ processed: 760, updated: 0, unchanged: 760 });
    const readsBefore = reads;
    const again = await recalculate('check-2');
    expect(reads).toBe(readsBefore);
    expect(again).toMatchObject({ processed: 760, successful_predictions: first.successful_predictions, updated: 0, unchanged: 760, events_published: 0 });
  });

  it('computes again after a result arrives through another process', async () => {
    const next = records.find((r) => r.season === '2026-27' && r.home_goals === null)!;
    // Another replica's repository on the same database.
    const other = createFixturesRepository(harness.db.connection);
    expect(await other.saveChanged([{ ...fromRecord(next), status: 'finished', home_goals: 5, away_goals: 0 }], new Date())).toBe(1);
    const readsBefore = reads;
    const result = await recalculate('after-result');
    expect(reads).toBe(readsBefore + 1);
    expect(result.updated).toBeGreaterThan(0);
  });

  it('computes again after a weight change', async () => {
    await recalculate('settle');
    const readsBefore = reads;
    const settings = await harness.context.repositories.settings.get();
    await harness.context.repositories.settings.setWeight('H1', settings.weights.H1 === 0.45 ? 0.4 : 0.45, new Date());
    const result = await recalculate('after-weight');
    expect(reads).toBe(readsBefore + 1);
    expect(result.processed).toBe(760);
  });
});
