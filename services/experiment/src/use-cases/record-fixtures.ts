// fixtures.upserted → the fixtures read model. Idempotent: only new or changed fixtures are written,
// so a redelivered or replayed batch writes nothing.
import type { FixtureRecord } from '@scoreline/contracts';
import { fromRecord } from '../domain/fixture.ts';
import type { Logger, Repositories } from './ports.ts';

export async function recordFixtures(
  input: { season: string; fixtures: readonly FixtureRecord[] },
  deps: { fixtures: Repositories['fixtures']; logger: Logger },
): Promise<number> {
  const changed = await deps.fixtures.saveChanged(input.fixtures.map(fromRecord));
  deps.logger.debug({ season: input.season, received: input.fixtures.length, changed }, 'fixtures read model updated');
  return changed;
}
