// POST /api/accuracy/calculate-all: every finished fixture's stored prediction judged against the
// result (outcome right? exact score right?), stored as accuracy records, and summed up
// (docs/product.md §3 "Accuracy result"; percentages). Only gameweeks whose records changed are
// rewritten, so running it twice writes nothing the second time.
import type { AccuracyResult } from '@scoreline/contracts';
import { outcomeOfScore } from '@scoreline/engine';
import { isFinished } from '../domain/fixture.ts';
import { isHistorySeason } from '../domain/history-season.ts';
import { percent } from '../domain/percent.ts';
import { known } from '../domain/stored-prediction.ts';
import { type AccuracyRecord, sameRecords } from '../domain/accuracy-record.ts';
import type { AccuracyGameweek } from '../repositories/accuracy-repository.ts';
import { gameweekKey } from '../domain/gameweek-key.ts';
import { loadPredictedFixtures } from './load-predicted-fixtures.ts';
import type { Clock, Repositories } from './ports.ts';

export interface CalculateAccuracyDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  accuracy: Repositories['accuracy'];
  clock: Clock;
}

export async function calculateAccuracy(deps: CalculateAccuracyDeps): Promise<AccuracyResult> {
  const now = deps.clock();
  const joined = await loadPredictedFixtures(deps);
  const desired = new Map<string, AccuracyGameweek>();
  let withoutPrediction = 0;
  for (const { fixture, prediction } of joined) {
    // The history seasons are training data, never predicted, so never judged (domain/history-season.ts).
    if (!isFinished(fixture) || isHistorySeason(fixture.season)) continue;
    if (!prediction || prediction.predicted_outcome === null) {
      withoutPrediction += 1;
      continue;
    }
    const record: AccuracyRecord = {
      fixture_id: fixture.fixture_id,
      predicted_outcome: prediction.predicted_outcome,
      actual_outcome: outcomeOfScore(fixture.home_goals, fixture.away_goals),
      // known(): a NaN never reaches the store (FerretDB drops the connection on one).
      predicted_home_goals: known(prediction.display_home_goals),
      predicted_away_goals: known(prediction.display_away_goals),
      actual_home_goals: fixture.home_goals,
      actual_away_goals: fixture.away_goals,
      outcome_correct: prediction.predicted_outcome === outcomeOfScore(fixture.home_goals, fixture.away_goals),
      score_correct: prediction.display_home_goals === fixture.home_goals && prediction.display_away_goals === fixture.away_goals,
      // Production predictions are smart-rounded or most-probable (their score agrees with their
      // outcome); the explanation names which. Entries from before it was stored were smart.
      rounding: prediction.explanation?.rounding.mode === 'most_probable' ? 'most_probable' : 'smart',
    };
    const key = gameweekKey(fixture.season, fixture.gameweek);
    let gameweek = desired.get(key);
    if (!gameweek) {
      gameweek = { season: fixture.season, gameweek: fixture.gameweek, records: [], calculated_at: now };
      desired.set(key, gameweek);
    }
    gameweek.records.push(record);
  }

  const stored = new Map((await deps.accuracy.findAll()).map((g) => [gameweekKey(g.season, g.gameweek), g]));
  const changed = [...desired].filter(([key, g]) => !sameRecords(g.records, stored.get(key)?.records ?? [])).map(([, g]) => g);
  const removed = [...stored].filter(([key]) => !desired.has(key)).map(([, g]) => g);
  await deps.accuracy.saveGameweeks(changed);
  await deps.accuracy.deleteGameweeks(removed);

  const records = [...desired.values()].flatMap((g) => g.records);
  const correctOutcomes = records.filter((r) => r.outcome_correct).length;
  const correctScores = records.filter((r) => r.score_correct).length;
  const outcomeAccuracy = percent(correctOutcomes, records.length);
  return {
    processed: records.length,
    correct_outcomes: correctOutcomes,
    correct_scores: correctScores,
    outcome_accuracy: outcomeAccuracy,
    score_accuracy: percent(correctScores, records.length),
    without_prediction: withoutPrediction,
    records_written: changed.reduce((sum, g) => sum + g.records.length, 0),
    calculated_at: now.toISOString(),
    message: `Accuracy calculated! ${correctOutcomes}/${records.length} outcomes correct (${outcomeAccuracy}%)`,
  };
}
