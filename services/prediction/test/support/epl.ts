// The real EPL fixtures 2022-23 … 2026-27 (../shared/data/epl, read in place by the engine's CSV
// loader) in the forms the tests need: fixtures.upserted records, and a read model seeded directly
// for tests whose subject is not the event flow.
import type { FixtureRecord } from '@scoreline/contracts';
import { eplFixtureRecords } from '@scoreline/epl-data';
import type { PredictionContext } from '../../src/context.ts';
import { fromRecord } from '../../src/domain/fixture.ts';
import { recalculatePredictions } from '../../src/use-cases/recalculate-predictions.ts';

// The tests seed with the records libs/epl-data makes; they take them from here with the seeding helpers.
export { eplFixtureRecords };

export const SEASONS = ['2022-23', '2023-24', '2024-25', '2025-26', '2026-27'] as const;

/** Stores the fixtures in the read model directly and computes the predictions (no Kafka round trip). */
export async function seedPredictions(context: PredictionContext, records: FixtureRecord[] = eplFixtureRecords()): Promise<void> {
  await context.repositories.fixtures.saveChanged(records.map(fromRecord), new Date());
  await recalculatePredictions(
    { reason: 'admin_request', correlationId: 'test-seed' },
    { ...context.repositories, publisher: context.publisher, clock: context.clock, logger: context.logger, recalculations: context.recalculations },
  );
}
