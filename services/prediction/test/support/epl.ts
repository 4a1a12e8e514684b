// The real EPL fixtures 2022-23 … 2026-27 (../shared/data/epl, read in place by the engine's CSV
// loader) in the forms the tests need: fixtures.upserted records, and a read model seeded directly
// for tests whose subject is not the event flow.
import type { FixtureRecord } from '@scoreline/contracts';
import { loadEplMatches } from '@scoreline/epl-data';
import type { PredictionContext } from '../../src/context.ts';
import { fromRecord } from '../../src/domain/fixture.ts';
import { recalculatePredictions } from '../../src/use-cases/recalculate-predictions.ts';

export const SEASONS = ['2022-23', '2023-24', '2024-25', '2025-26', '2026-27'] as const;

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

let cached: FixtureRecord[] | undefined;

/** Every fixture of the five seasons as the catalog publishes them, in kick-off order. */
export function eplFixtureRecords(): FixtureRecord[] {
  cached ??= loadEplMatches().map((m) => ({
    id: m.id,
    season: m.season,
    gameweek: m.gameweek,
    kickoff: m.kickoff,
    home_team: { id: slug(m.home_team), name: m.home_team },
    away_team: { id: slug(m.away_team), name: m.away_team },
    venue: m.venue,
    status: m.home_goals === null ? 'scheduled' : 'finished',
    home_goals: m.home_goals,
    away_goals: m.away_goals,
    provider_ids: {},
  }));
  return cached.map((record) => ({ ...record, home_team: { ...record.home_team }, away_team: { ...record.away_team } }));
}

/** Stores the fixtures in the read model directly and computes the predictions (no Kafka round trip). */
export async function seedPredictions(context: PredictionContext, records: FixtureRecord[] = eplFixtureRecords()): Promise<void> {
  await context.repositories.fixtures.saveChanged(records.map(fromRecord), new Date());
  await recalculatePredictions(
    { reason: 'admin_request', correlationId: 'test-seed' },
    { ...context.repositories, publisher: context.publisher, clock: context.clock, logger: context.logger, recalculations: context.recalculations },
  );
}
