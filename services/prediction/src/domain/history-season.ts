// The catalog also publishes the seasons before the product's (2010-11 … 2021-22, from its snapshot):
// history for the models. This service keeps them in its fixtures read model, so the six-metric
// metrics and every Dixon–Coles fit learn from sixteen seasons, but it writes no prediction for them,
// and its product figures (accuracy, track record) never list them (docs/product.md, "Where we
// differ"). Predicting them would add ~4,560 predictions to every recalculation and slow the
// refresh and recalculation targets for nothing the site shows.
import { SEASON_START_YEARS } from '@scoreline/contracts';
import { seasonStartYear } from '@scoreline/engine';
import { byKickoff, type FixtureView } from './fixture.ts';

/** The first season the site covers (2022-23): anything earlier is history. */
export const FIRST_PRODUCT_SEASON_YEAR: number = SEASON_START_YEARS[0];

export function isHistorySeason(season: string): boolean {
  return seasonStartYear(season) < FIRST_PRODUCT_SEASON_YEAR;
}

/**
 * The instant the production predictions start: the first kickoff of a product season (cancelled
 * fixtures aside), or undefined while there is none. Every caller that recomputes a production
 * prediction passes the same instant to the engine, so its Dixon–Coles fits are the same chain.
 */
export function predictionStart(fixtures: readonly FixtureView[]): string | undefined {
  return [...fixtures].filter((f) => f.status !== 'cancelled' && !isHistorySeason(f.season)).sort(byKickoff)[0]?.kickoff;
}
