// predictions.updated → the catalog's read model of predictions (fixture id → outcome, has
// prediction), then the gameweek answer of this process is recomputed on the next request.
// Idempotent: the same event rewrites the same documents. Events of one season share a partition
// key, so they arrive in order and the last one wins.
import type { Outcome } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';

export interface PredictionsUpdated {
  season: string;
  predictions: readonly { fixture_id: string; predicted_outcome: Outcome | null; has_prediction: boolean }[];
}

export async function recordPredictions(
  input: { data: PredictionsUpdated; occurredAt: Date },
  deps: { predictions: Repositories['predictions']; onPredictionsChanged: () => void },
): Promise<void> {
  const { data, occurredAt } = input;
  await deps.predictions.save(
    data.predictions.map((prediction) => ({
      fixture_id: Number(prediction.fixture_id),
      season: data.season,
      predicted_outcome: prediction.has_prediction ? prediction.predicted_outcome : null,
      has_prediction: prediction.has_prediction,
    })),
    occurredAt,
  );
  deps.onPredictionsChanged();
}
