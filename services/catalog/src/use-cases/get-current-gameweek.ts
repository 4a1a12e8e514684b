// GET /api/fixtures/gameweek/current: the gameweek on sale (the engine's currentGameweek against the
// product's clock, shared with the payment and prediction services) and its fixtures that have not
// kicked off yet, each with the outcome from the predictions read model, and whether the stored
// results are stale by the clock (domain/results-staleness.ts); also when the answer next changes by
// the clock alone. The route serves it through create-current-gameweek-query.ts, which keeps it in memory.
import type { GameweekResponse } from '@scoreline/contracts';
import { currentGameweek, isOnSale } from '@scoreline/engine';
import { gameweekFact } from '../domain/fixture.ts';
import { resultsStaleness } from '../domain/results-staleness.ts';
import { seasonFromYear } from '../domain/season.ts';
import type { Clock, Repositories } from './ports.ts';

export interface CurrentGameweekDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  clock: Clock;
}

export interface ComputedGameweek {
  readonly value: GameweekResponse;
  /** When (the clock's ms) the answer changes with no write: the next kick-off or result falling due; null: never. */
  readonly changesAt: number | null;
}

export async function getCurrentGameweek(deps: CurrentGameweekDeps): Promise<ComputedGameweek> {
  const now = deps.clock();
  const latest = await deps.fixtures.latestSeasonYear();
  if (latest === null) return { value: { fixtures: [], gameweek_info: null, staleness: null }, changesAt: null };
  const facts = await deps.fixtures.findFacts(latest);
  const stale = resultsStaleness(latest, facts, now);
  const nextKickoff = facts.filter((fact) => isOnSale(fact, now)).reduce<number | null>((next, fact) => {
    const at = Date.parse(fact.kickoff);
    return next === null || at < next ? at : next;
  }, null);
  const changesAt = [nextKickoff, stale.changesAt].reduce<number | null>((a, b) => (a === null ? b : b === null ? a : Math.min(a, b)), null);
  const current = currentGameweek(facts.map(gameweekFact), now);
  if (!current) return { value: { fixtures: [], gameweek_info: null, staleness: stale.staleness }, changesAt };

  const fixtures = (await deps.fixtures.findGameweek(current.season, current.gameweek)).filter((fixture) => isOnSale(fixture, now));
  fixtures.sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.fixture_id - b.fixture_id);
  const predictions = await deps.predictions.findByFixtureIds(fixtures.map((f) => f.fixture_id));
  const value: GameweekResponse = {
    fixtures: fixtures.map((fixture) => {
      const prediction = predictions.get(fixture.fixture_id);
      const hasPrediction = prediction?.has_prediction === true && prediction.predicted_outcome !== null;
      return {
        fixture_id: fixture.fixture_id,
        home_team: fixture.home_team,
        away_team: fixture.away_team,
        date: fixture.kickoff,
        venue: fixture.venue,
        predicted_outcome: hasPrediction ? prediction.predicted_outcome : null,
        has_prediction: hasPrediction,
      };
    }),
    gameweek_info: { current_gameweek: current.gameweek, season: seasonFromYear(current.season).label },
    staleness: stale.staleness,
  };
  return { value, changesAt };
}
