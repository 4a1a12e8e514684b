// GET /api/fixtures/gameweek/current (docs/product.md §7): the gameweek requested is the literal 'current'.
// The answer is typed by the contract, not parsed with it (README.md, "Bundle budget"); the one rule
// docs/product.md §3 gives the client is enforced here.
import type { GameweekFixture, GameweekResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** A fixture as it may arrive: docs/product.md §3 reckons with fixtures that lack fixture_id. */
export type ArrivingFixture = Omit<GameweekFixture, 'fixture_id'> & {
  readonly fixture_id?: GameweekFixture['fixture_id'] | null;
};

/** The answer as it may arrive, before the rule below. */
export interface GameweekAnswer extends Omit<GameweekResponse, 'fixtures'> {
  readonly fixtures: readonly ArrivingFixture[];
}

/**
 * docs/product.md §3: a fixture without fixture_id cannot link to its page, so it is dropped with a
 * warning instead of failing the whole list.
 */
export function dropFixturesWithoutId(answer: GameweekAnswer): GameweekResponse {
  const fixtures = answer.fixtures.filter((fixture): fixture is GameweekFixture => {
    if (fixture.fixture_id != null) return true;
    console.warn('Dropping a fixture without fixture_id from the gameweek list', fixture);
    return false;
  });
  return { ...answer, fixtures };
}

export async function getCurrentGameweek(signal?: AbortSignal): Promise<GameweekResponse> {
  const answer = await apiClient.get<GameweekAnswer>('/api/fixtures/gameweek/current', { signal });
  return dropFixturesWithoutId(answer);
}
