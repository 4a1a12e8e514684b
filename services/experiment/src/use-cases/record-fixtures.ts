// fixtures.upserted → the fixtures read model. Idempotent: only new or changed fixtures are written,
// so a redelivered or replayed batch writes nothing.
import type { FixtureRecord } from '@scoreline/contracts';
import { fixtureFactsOf } from '@scoreline/engine';
import type { Logger, Repositories } from './ports.ts';

export async function recordFixtures(
  input: { season: string; fixtures: readonly FixtureRecord[] },
  deps: { fixtures: Repositories['fixtures']; logger: Logger },
): Promise<number> {
  const changed = await deps.fixtures.saveChanged(input.fixtures.map(fixtureFactsOf));
  deps.logger.debug({ season: input.season, received: input.fixtures.length, changed }, 'fixtures read model updated');
  return changed;
}
