// POST /api/admin/migrate-predicted-outcomes (docs/product.md §3 "Migration result"), step 1 of the
// smart-rounding migration: give every stored prediction without a predicted_outcome the outcome its
// own numbers imply (domain/derived-outcome.ts), rounding raw goals with the production rounding.
// The catalog learns the new outcomes from predictions.updated.
import type { MigrationResult } from '@scoreline/contracts';
import { withDerivedOutcome } from '../domain/derived-outcome.ts';
import { gameweekKey } from '../domain/gameweek-key.ts';
import { productionRounding } from '../domain/model-settings.ts';
import { SAMPLE_SIZE } from '../domain/sample-size.ts';
import type { StoredPrediction } from '../domain/stored-prediction.ts';
import type { PredictionGameweek } from '../repositories/predictions-repository.ts';
import { loadStoredEntries } from './load-stored-entries.ts';
import type { Publisher, Repositories } from './ports.ts';
import { publishPredictionSummaries } from './publish-prediction-summaries.ts';

export interface MigrateDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  settings: Repositories['settings'];
  publisher: Publisher;
}

export async function migratePredictedOutcomes(input: { correlationId: string }, deps: MigrateDeps): Promise<MigrationResult> {
  const [entries, settings] = await Promise.all([loadStoredEntries(deps), deps.settings.get()]);
  const missing = entries.filter((e) => e.entry.predicted_outcome === null);
  const errors: { prediction_id: string; error: string }[] = [];
  const fixed = new Map<string, StoredPrediction>();
  for (const { entry } of missing) {
    const result = withDerivedOutcome(entry, productionRounding(settings));
    if (typeof result === 'string') errors.push({ prediction_id: entry.fixture_id, error: result });
    else fixed.set(entry.fixture_id, result);
  }

  if (fixed.size > 0) {
    const gameweeks = new Map<string, PredictionGameweek>();
    for (const { season, gameweek } of missing) {
      const key = gameweekKey(season, gameweek);
      if (gameweeks.has(key)) continue;
      const stored = await deps.predictions.findGameweek(season, gameweek);
      if (stored) gameweeks.set(key, { ...stored, predictions: stored.predictions.map((p) => fixed.get(p.fixture_id) ?? p) });
    }
    await publishPredictionSummaries(
      {
        summaries: missing
          .filter(({ entry }) => fixed.has(entry.fixture_id))
          .map(({ season, entry }) => ({
            season,
            summary: { fixture_id: entry.fixture_id, predicted_outcome: fixed.get(entry.fixture_id)?.predicted_outcome ?? null, has_prediction: true },
          })),
        correlationId: input.correlationId,
      },
      deps,
    );
    await deps.predictions.saveEntries([...gameweeks.values()]);
  }

  const remaining = (await loadStoredEntries(deps)).filter((e) => e.entry.predicted_outcome === null).length;
  const found = missing.length;
  const updated = fixed.size;
  const status: MigrationResult['status'] =
    found === 0 || (errors.length === 0 && remaining === 0) ? 'success' : updated > 0 ? 'partial' : 'failed';
  const message =
    found === 0
      ? 'Every stored prediction already has a predicted_outcome: nothing to migrate'
      : `Backfilled predicted_outcome on ${updated} of ${found} predictions${errors.length > 0 ? `; ${errors.length} could not be derived` : ''}; ${remaining} remaining`;
  return { status, found, updated, errors: errors.length, remaining, message, error_details: errors.slice(0, SAMPLE_SIZE) };
}
