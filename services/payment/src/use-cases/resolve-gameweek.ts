// Which season and gameweek a purchase buys: the fixture's when bought from a fixture page, else
// the current one (the home screen's), both from this service's fixtures read model.
// The current one is the engine's rule against the product's clock, shared with the catalog's home
// page (the gameweek the home page shows is the gameweek the home screen's button sells).
import { type CurrentGameweek, currentGameweek } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import type { Clock, Repositories } from './ports.ts';

export interface PurchasedGameweek extends Omit<CurrentGameweek<string>, 'on_sale'> {
  readonly fixture_id: string | null;
}

export async function resolveGameweek(
  input: { readonly fixtureId: number | undefined },
  deps: { readonly fixtures: Repositories['fixtures']; readonly clock: Clock },
): Promise<PurchasedGameweek> {
  const { fixtureId } = input;
  const { fixtures } = deps;
  const now = deps.clock();
  if (fixtureId !== undefined) {
    const fixture = await fixtures.findById(String(fixtureId));
    if (!fixture) throw AppError.notFound(`Fixture ${fixtureId} not found`);
    return { season: fixture.season, gameweek: fixture.gameweek, fixture_id: fixture.fixture_id };
  }
  const season = await fixtures.latestSeason();
  const current = season === null ? null : currentGameweek(await fixtures.factsOfSeason(season), now);
  if (!current) {
    // The read model fills from the catalog's fixtures.upserted events; until the first arrives
    // there is nothing to sell.
    throw AppError.unavailable('No current gameweek is known yet; please try again shortly');
  }
  return { season: current.season, gameweek: current.gameweek, fixture_id: null };
}
