// The stored accuracy records summed up (the diagnostics show the last calculation).
import type { StoredAccuracy } from '@scoreline/contracts';
import { percent } from '../domain/percent.ts';
import type { Repositories } from './ports.ts';

export async function storedAccuracy(deps: { accuracy: Repositories['accuracy'] }): Promise<StoredAccuracy | null> {
  const gameweeks = await deps.accuracy.findAll();
  const records = gameweeks.flatMap((g) => g.records);
  if (records.length === 0) return null;
  const correctOutcomes = records.filter((r) => r.outcome_correct).length;
  const correctScores = records.filter((r) => r.score_correct).length;
  const latest = gameweeks.reduce((max, g) => (g.calculated_at > max ? g.calculated_at : max), new Date(0));
  return {
    records: records.length,
    correct_outcomes: correctOutcomes,
    correct_scores: correctScores,
    outcome_accuracy: percent(correctOutcomes, records.length),
    score_accuracy: percent(correctScores, records.length),
    calculated_at: latest.toISOString(),
  };
}
