// An accuracy record: for a played fixture with a stored prediction, what was predicted, what
// happened and whether the outcome and the exact score were right (repositories/accuracy-repository.ts
// stores them one document per gameweek), and the rules that compare and judge records.
import type { Outcome } from '@scoreline/contracts';

/**
 * How the judged score was rounded. This service stores only predictions whose score agrees with
 * their outcome: smart-rounded or most-probable ones; 'whole_score' (each side rounded alone) is the
 * seed's rounding that the smart-rounding migration replaces.
 */
export type RoundingKind = 'smart' | 'most_probable' | 'whole_score';

/** A rounding whose shown score never contradicts its outcome: what the smart-rounding migration asks for. */
export function isCoherentRounding(kind: RoundingKind): boolean {
  return kind !== 'whole_score';
}

export interface AccuracyRecord {
  fixture_id: string;
  predicted_outcome: Outcome;
  actual_outcome: Outcome;
  /** The displayed score judged; null when an old prediction has none. */
  predicted_home_goals: number | null;
  predicted_away_goals: number | null;
  actual_home_goals: number;
  actual_away_goals: number;
  outcome_correct: boolean;
  score_correct: boolean;
  rounding: RoundingKind;
}

const RECORD_FIELDS = [
  'fixture_id',
  'predicted_outcome',
  'actual_outcome',
  'predicted_home_goals',
  'predicted_away_goals',
  'actual_home_goals',
  'actual_away_goals',
  'outcome_correct',
  'score_correct',
  'rounding',
] as const satisfies readonly (keyof AccuracyRecord)[];

export function sameRecords(a: readonly AccuracyRecord[], b: readonly AccuracyRecord[]): boolean {
  return a.length === b.length && a.every((record, i) => RECORD_FIELDS.every((key) => record[key] === b[i]?.[key]));
}
