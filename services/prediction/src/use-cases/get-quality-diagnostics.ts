// GET /api/accuracy/diagnostics: prediction quality (spec section 3 "Quality diagnostics") over the
// stored predictions of one season, by default the current one: how many fell back to league
// averages (no earlier result for either team) and how many have nearly even probabilities, with
// the engine's thresholds (over 50 % of either is an issue, spec section 9); plus the stored accuracy.
// The spec calls it without a token, so the sample shows finished fixtures only: the numbers of a
// match still to be played are the premium content and stay behind the payment.
import type { QualityDiagnostics } from '@scoreline/contracts';
import { currentGameweek, hasEvenProbabilities, ISSUE_THRESHOLD_PERCENT } from '@scoreline/engine';
import { gameweekFact, isFinished } from '../domain/fixture.ts';
import { percent, round2 } from '../domain/percent.ts';
import type { SeasonScope } from '../domain/season-scope.ts';
import type { StoredPrediction } from '../domain/stored-prediction.ts';
import { loadPredictedFixtures, type PredictedFixture } from './load-predicted-fixtures.ts';
import type { Repositories } from './ports.ts';
import { storedAccuracy } from './stored-accuracy.ts';

export const SAMPLE_SIZE = 10;

export async function getQualityDiagnostics(
  scope: SeasonScope,
  deps: { fixtures: Repositories['fixtures']; predictions: Repositories['predictions']; accuracy: Repositories['accuracy'] },
): Promise<QualityDiagnostics> {
  const joined = await loadPredictedFixtures(deps);
  const season =
    scope.kind === 'season' ? scope.season : scope.kind === 'current' ? (currentGameweek(joined.map((j) => gameweekFact(j.fixture)))?.season ?? null) : null;
  const usable = joined.filter(
    (j): j is PredictedFixture & { prediction: StoredPrediction } =>
      j.prediction !== null &&
      (season === null || j.fixture.season === season) &&
      [
        j.prediction.prob_home_win,
        j.prediction.prob_draw,
        j.prediction.prob_away_win,
        j.prediction.predicted_home_goals,
        j.prediction.predicted_away_goals,
      ].every(Number.isFinite),
  );
  const predictions = usable.map((j) => j.prediction);
  const n = predictions.length;
  const defaults = predictions.filter((p) => p.team_metrics_default).length;
  const even = predictions.filter((p) => hasEvenProbabilities(p)).length;
  const mean = (values: number[]) => (values.length === 0 ? 0 : round2(values.reduce((s, v) => s + v, 0) / values.length));
  const percentageDefaults = percent(defaults, n);
  const percentageEven = percent(even, n);
  return {
    season: scope.kind === 'all' ? null : season,
    sample_size: n,
    issues: {
      default_predictions: defaults,
      percentage_defaults: percentageDefaults,
      even_probabilities: even,
      percentage_even_probs: percentageEven,
    },
    averages: {
      home_goals: mean(predictions.map((p) => p.predicted_home_goals)),
      away_goals: mean(predictions.map((p) => p.predicted_away_goals)),
    },
    sample_predictions: usable
      .filter((j) => isFinished(j.fixture))
      .slice(0, SAMPLE_SIZE)
      .map(({ fixture, prediction }) => ({
      fixture_id: Number(fixture.fixture_id),
      home_team: fixture.home_team,
      away_team: fixture.away_team,
      home_goals: prediction.predicted_home_goals,
      away_goals: prediction.predicted_away_goals,
      prob_home: prediction.prob_home_win,
      prob_draw: prediction.prob_draw,
      prob_away: prediction.prob_away_win,
    })),
    has_issue: percentageDefaults > ISSUE_THRESHOLD_PERCENT || percentageEven > ISSUE_THRESHOLD_PERCENT,
    accuracy: await storedAccuracy(deps),
  };
}
