// A gameweek is sold only while one of its matches has still to kick off: the premium numbers of a
// kicked-off match are public (the track record shows them), so a gameweek whose every match has
// kicked off has nothing left to sell, and selling it would sell a prediction after the fact.
// Checked against the product's clock on this service's fixtures read model; 409 {detail}.
import { isOnSale } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import type { Clock, Repositories } from './ports.ts';

export async function refusePlayedGameweek(
  gameweek: { readonly season: string; readonly gameweek: number },
  deps: { readonly fixtures: Repositories['fixtures']; readonly clock: Clock },
): Promise<void> {
  const now = deps.clock();
  const facts = (await deps.fixtures.factsOfSeason(gameweek.season)).filter((fact) => fact.gameweek === gameweek.gameweek);
  if (facts.some((fact) => isOnSale(fact, now))) return;
  throw AppError.conflict(
    `Gameweek ${gameweek.gameweek} of ${gameweek.season} has no match left to kick off: its predictions are public now and no longer sold`,
  );
}
