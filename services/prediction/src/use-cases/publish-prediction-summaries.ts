// predictions.updated: the catalog's gameweek list learns each fixture's outcome from these. Only
// summaries that changed are sent, grouped by season (the partition key) in events of at most
// SUMMARIES_PER_EVENT, so one event stays small and a season's events stay in order.
import type { PredictionSummary } from '../domain/stored-prediction.ts';
import type { Publisher } from './ports.ts';

export const SUMMARIES_PER_EVENT = 100;

export interface SeasonSummary {
  season: string;
  summary: PredictionSummary;
}

/** Publishes the summaries; resolves with the number of events sent. */
export async function publishPredictionSummaries(
  input: { summaries: readonly SeasonSummary[]; correlationId: string },
  deps: { publisher: Publisher },
): Promise<number> {
  const { correlationId } = input;
  const bySeason = new Map<string, PredictionSummary[]>();
  for (const { season, summary } of input.summaries) {
    const list = bySeason.get(season);
    if (list) list.push(summary);
    else bySeason.set(season, [summary]);
  }
  const inputs = [];
  for (const [season, list] of [...bySeason].sort(([a], [b]) => a.localeCompare(b))) {
    for (let start = 0; start < list.length; start += SUMMARIES_PER_EVENT) {
      inputs.push({ data: { season, predictions: list.slice(start, start + SUMMARIES_PER_EVENT) }, correlationId });
    }
  }
  if (inputs.length > 0) await deps.publisher.publishMany('predictions.updated', inputs);
  return inputs.length;
}
