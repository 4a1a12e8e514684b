// GET /api/accuracy/diagnostics: prediction quality (docs/product.md §3 "Quality diagnostics") over
// the stored predictions of one season, by default the current one: how many fell back to league
// averages (no earlier result for either team) and how many have nearly even probabilities, with
// the engine's qualityDiagnostics (over 50 % of either is an issue, docs/product.md §9) applied to
// the stored predictions, shares and averages to two decimals; plus the stored accuracy. It is
// called without a token (docs/product.md §7), so the sample shows finished fixtures only: the
// numbers of a match still to be played are the premium content and stay behind the payment.
import type { QualityDiagnostics } from '@scoreline/contracts';
import { latestSeason, qualityDiagnostics } from '@scoreline/engine';
import { isFinished } from '../domain/fixture.ts';
import { round2 } from '../domain/percent.ts';
import { SAMPLE_SIZE } from '../domain/sample-size.ts';
import type { SeasonScope } from '../domain/season-scope.ts';
import type { StoredPrediction } from '../domain/stored-prediction.ts';
import { loadPredictedFixtures, type PredictedFixture } from './load-predicted-fixtures.ts';
import type { Repositories } from './ports.ts';
import { storedAccuracy } from './stored-accuracy.ts';

export async function getQualityDiagnostics(
  scope: SeasonScope,
  deps: { fixtures: Repositories['fixtures']; predictions: Repositories['predictions']; accuracy: Repositories['accuracy'] },
): Promise<QualityDiagnostics> {
  const joined = await loadPredictedFixtures(deps);
  const season =
    scope.kind === 'season' ? scope.season : scope.kind === 'current' ? (latestSeason<string, { season: string }>(joined.map((j) => j.fixture))?.season ?? null) : null;
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
  // The engine's diagnostics of the stored predictions (its counts, shares, averages and issue
  // threshold); its own sample is left out (0) for the finished-fixture sample below.
  const engine = qualityDiagnostics(usable.map((j) => j.prediction), 0);
  return {
    season: scope.kind === 'all' ? null : season,
    sample_size: engine.sample_size,
    issues: {
      default_predictions: engine.issues.default_predictions,
      percentage_defaults: round2(engine.issues.percentage_defaults),
      even_probabilities: engine.issues.even_probabilities,
      percentage_even_probs: round2(engine.issues.percentage_even_probs),
    },
    averages: { home_goals: round2(engine.averages.home_goals), away_goals: round2(engine.averages.away_goals) },
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
    has_issue: engine.has_issue,
    accuracy: await storedAccuracy(deps),
  };
}
