// GET /api/diagnostics/prediction-sample (docs/product.md §3 "Prediction sample"): one stored
// prediction next to what the engine measures for that fixture now, to see at a glance whether the
// metrics are real or fell back to defaults, and whether the stored prediction is stale (differs
// from what the production settings give on the current results, i.e. a recalculation is due). The
// fixture is `?fixture_id=` or, by default, the latest finished fixture with a stored prediction.
// It is called without a token (docs/product.md §7), so only finished fixtures are sampled: the
// prediction of a match still to be played is the premium content (403 for one).
import type { PredictionSample } from '@scoreline/contracts';
import { analyzePrediction, matchFixtureOf } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import { isFinished } from '../domain/fixture.ts';
import { productionRounding } from '../domain/model-settings.ts';
import { predictionStart } from '../domain/history-season.ts';
import { samePrediction, type StoredPrediction, toStoredPrediction } from '../domain/stored-prediction.ts';
import { loadPredictedFixtures, type PredictedFixture } from './load-predicted-fixtures.ts';
import type { Engine, Repositories } from './ports.ts';

export interface PredictionSampleDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  settings: Repositories['settings'];
  engine: Engine;
}

function pickDefault(joined: readonly PredictedFixture[]): PredictedFixture | undefined {
  return joined.filter((j) => j.prediction !== null && isFinished(j.fixture)).at(-1);
}

export async function getPredictionSample(input: { fixtureId?: string }, deps: PredictionSampleDeps): Promise<PredictionSample> {
  const [joined, settings] = await Promise.all([loadPredictedFixtures(deps), deps.settings.get()]);
  let chosen: PredictedFixture | undefined;
  if (input.fixtureId !== undefined) {
    chosen = joined.find((j) => j.fixture.fixture_id === input.fixtureId);
    if (!chosen) throw AppError.notFound(`Fixture ${input.fixtureId} not found`);
    if (!isFinished(chosen.fixture)) {
      throw AppError.forbidden(
        `Fixture ${input.fixtureId} has not been played yet: its prediction is premium content (see GET /api/admin/preview-current-gameweek)`,
      );
    }
  } else {
    chosen = pickDefault(joined);
  }
  if (!chosen) {
    return {
      fixture: null,
      prediction: null,
      metrics: null,
      analysis: {
        all_metrics_default: false,
        team_metrics_default: false,
        defaulted_metrics: [],
        stale: false,
        issue: 'No stored prediction of a finished fixture yet: refresh the seasons; predictions are computed when the fixtures arrive',
      },
    };
  }

  const { fixture, prediction } = chosen;
  const history = joined.filter((j) => j.fixture.status !== 'cancelled').map((j) => matchFixtureOf(j.fixture));
  // The production model of either family over the whole history: each prediction comes only from the
  // results before its kickoff, so this is the fixture's prediction as the recalculation makes it.
  // From where the recalculation starts predicting (the history seasons before it only train).
  const from = predictionStart(joined.map((j) => j.fixture));
  const fresh = (await deps.engine.run('predictAll', history, settings.model, productionRounding(settings), from === undefined ? {} : { from })).find(
    (p) => p.fixture_id === fixture.fixture_id,
  );
  if (!fresh) throw new Error(`fixture ${fixture.fixture_id} was not predicted`);
  const stale = !prediction || !samePrediction(toStoredPrediction(fresh), prediction);
  const engineIssue = analyzePrediction(fresh).issue;
  const issue = !prediction
    ? 'No stored prediction for this fixture yet: recalculate (POST /api/admin/recalculate)'
    : stale
      ? 'The stored prediction differs from what the production settings give on the current results: recalculate (POST /api/admin/recalculate)'
      : engineIssue;
  return {
    fixture: {
      fixture_id: Number(fixture.fixture_id),
      season: fixture.season,
      gameweek: fixture.gameweek,
      date: fixture.kickoff,
      home_team: fixture.home_team,
      away_team: fixture.away_team,
      home_goals: fixture.home_goals,
      away_goals: fixture.away_goals,
    },
    prediction: servable(prediction),
    metrics: { ...fresh.metrics },
    analysis: {
      all_metrics_default: fresh.all_metrics_default,
      team_metrics_default: fresh.team_metrics_default,
      defaulted_metrics: Object.entries(fresh.metric_defaults)
        .filter(([, isDefault]) => isDefault)
        .map(([key]) => key),
      stale,
      issue,
    },
  };
}

/** The stored prediction as the sample shows it; null when absent or missing a number (an old document). */
function servable(p: StoredPrediction | null): PredictionSample['prediction'] {
  if (!p || p.predicted_outcome === null) return null;
  const numbers = [
    p.predicted_home_goals,
    p.predicted_away_goals,
    p.display_home_goals,
    p.display_away_goals,
    p.prob_home_win,
    p.prob_draw,
    p.prob_away_win,
  ];
  if (!numbers.every(Number.isFinite)) return null;
  return {
    home_goals: p.predicted_home_goals,
    away_goals: p.predicted_away_goals,
    display_home_goals: p.display_home_goals,
    display_away_goals: p.display_away_goals,
    predicted_outcome: p.predicted_outcome,
    prob_home_win: p.prob_home_win,
    prob_draw: p.prob_draw,
    prob_away_win: p.prob_away_win,
  };
}
