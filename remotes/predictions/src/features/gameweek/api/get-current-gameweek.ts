// GET /api/fixtures/gameweek/current (spec section 7): the gameweek requested is the literal 'current'.
import type { ResponseSchema } from '@scoreline/api-client';
import { gameweekResponseSchema, type GameweekResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Spec section 3: a fixture without fixture_id cannot link to its page, so it is dropped with a
 * warning instead of failing the whole list. Everything else must match the contract.
 */
export function dropFixturesWithoutId(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('fixtures' in body) || !Array.isArray(body.fixtures))
    return body;
  const fixtures = body.fixtures.filter((fixture: unknown) => {
    const hasId =
      !!fixture && typeof fixture === 'object' && 'fixture_id' in fixture && fixture.fixture_id != null;
    if (!hasId) console.warn('Dropping a fixture without fixture_id from the gameweek list', fixture);
    return hasId;
  });
  return { ...body, fixtures };
}

const currentGameweekSchema: ResponseSchema<GameweekResponse> = {
  safeParse: (body) => gameweekResponseSchema.safeParse(dropFixturesWithoutId(body)),
};

export function getCurrentGameweek(signal?: AbortSignal): Promise<GameweekResponse> {
  return apiClient.get('/api/fixtures/gameweek/current', currentGameweekSchema, { signal });
}
