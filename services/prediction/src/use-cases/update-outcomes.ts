// POST /api/predictions/update-outcomes: re-rounds every stored prediction's raw goals with the
// production rounding (smart rounding with its parameters, or most-probable rounding), so the
// displayed score and predicted_outcome follow the rounding in force without recomputing the metrics
// (e.g. after a rounding change, or on old documents). Only the predictions whose score or outcome
// changes are rewritten; changed outcomes go to the catalog.
import type { UpdateOutcomesResult } from '@scoreline/contracts';
import { roundingExplanation } from '@scoreline/engine';
import { roundStoredPrediction, sameSummary, summaryOf, type StoredPrediction } from '../domain/stored-prediction.ts';
import { productionRounding } from '../domain/model-settings.ts';
import type { PredictionGameweek } from '../repositories/predictions-repository.ts';
import type { Publisher, Repositories } from './ports.ts';
import { publishPredictionSummaries, type SeasonSummary } from './publish-prediction-summaries.ts';

export async function updatePredictionOutcomes(
  input: { correlationId: string },
  deps: { predictions: Repositories['predictions']; settings: Repositories['settings']; publisher: Publisher },
): Promise<UpdateOutcomesResult> {
  const [gameweeks, settings] = await Promise.all([deps.predictions.findAll(), deps.settings.get()]);
  const rounding = productionRounding(settings);
  let total = 0;
  let updated = 0;
  const changedGameweeks: PredictionGameweek[] = [];
  const summaries: SeasonSummary[] = [];
  for (const g of gameweeks) {
    let changed = false;
    const predictions = g.predictions.map((entry): StoredPrediction => {
      total += 1;
      if (!Number.isFinite(entry.predicted_home_goals) || !Number.isFinite(entry.predicted_away_goals)) return entry;
      const shown = roundStoredPrediction(entry, rounding);
      if (
        shown.predicted_outcome === entry.predicted_outcome &&
        shown.display_home_goals === entry.display_home_goals &&
        shown.display_away_goals === entry.display_away_goals
      ) {
        return entry;
      }
      changed = true;
      updated += 1;
      // The explanation names the rounding that made the shown score.
      const next = { ...entry, ...shown, ...(entry.explanation ? { explanation: { ...entry.explanation, rounding: roundingExplanation(rounding) } } : {}) };
      if (!sameSummary(summaryOf(entry.fixture_id, next), summaryOf(entry.fixture_id, entry))) {
        summaries.push({ season: g.season, summary: summaryOf(entry.fixture_id, next) });
      }
      return next;
    });
    if (changed) changedGameweeks.push({ ...g, predictions });
  }
  await publishPredictionSummaries({ summaries, correlationId: input.correlationId }, deps);
  await deps.predictions.saveEntries(changedGameweeks);
  return {
    updated,
    total,
    message:
      updated === 0
        ? `All ${total} stored predictions already follow the production rounding`
        : `Re-rounded ${updated} of ${total} stored predictions with the production rounding`,
  };
}
