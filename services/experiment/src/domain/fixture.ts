// A fixture as this service's read model holds it (fed by fixtures.upserted), and the engine's form
// of it. Only what evaluation needs: teams by name, the kick-off, the status and the final score.
import { type FixtureFacts, type MatchFixture, matchFixtureOf } from '@scoreline/engine';

/**
 * The engine's FixtureFacts: exactly what evaluation reads (made from a record by libs/engine
 * fixtureFactsOf, compared with the stored version by sameFixtureFacts).
 */
export type FixtureView = FixtureFacts;

/**
 * What the engine reads (libs/engine matchFixtureOf: only a finished match's score is a result);
 * cancelled fixtures are left out, as the prediction service leaves them out.
 */
export function toMatchFixtures(fixtures: readonly FixtureView[]): MatchFixture[] {
  return fixtures.filter((f) => f.status !== 'cancelled').map(matchFixtureOf);
}
